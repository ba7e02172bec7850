/** The prompts feature's public entry: the screen of /dashboard/prompts. Its other files are its own. */
export { PromptsPage } from './prompts-page.tsx';
