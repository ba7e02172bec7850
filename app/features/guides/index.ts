/** The guides feature's public entry: the guide editor (creation panel and saved guide). Its other files are its own. */
export { GuideEditor } from './guide-editor.tsx';
