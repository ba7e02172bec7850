export { PreviewButton, type PreviewButtonProps } from './preview-button.tsx';
