/** The statistics feature's public entry: the screen of /dashboard/statistiche. Its other files are its own. */
export { StatisticsPage } from './statistics-page.tsx';
export { default as statisticsCss } from './statistics.css?url';
