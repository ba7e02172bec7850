/** The prompts feature's public entry: the screen of /dashboard/prompts, and the active prompts the AI dialogs offer. Its other files are its own. */
export { activePromptsQuery, preferredPrompt } from './prompt-choices.ts';
export { PromptsPage } from './prompts-page.tsx';
