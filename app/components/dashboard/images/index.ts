/** The images feature's public entry: the cover picker (Unsplash search, upload, saved images) and its helpers. */
export { ImagePicker, pickedFromMedia, pickedFromSaved, recordPicked, type PickedImage } from './image-picker.tsx';
