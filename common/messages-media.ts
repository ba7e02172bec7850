import { ALT_MAX, CREDIT_MAX, MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, MEDIA_MAX_SIDE } from './media.ts';

const MB = Math.round(MEDIA_MAX_BYTES / (1024 * 1024));
const MEGAPIXELS = Math.round(MEDIA_MAX_PIXELS / 1_000_000);

/**
 * The Italian strings of the media library (decision 0060): the upload's refusals, the API's
 * validation, where an image is used, and the credit of the public render. Server and browser
 * import the same words.
 */
export const MEDIA_MSG = {
  // Upload
  fileRequired: 'Scegli un’immagine da caricare.',
  oneFile: 'Carica un’immagine alla volta.',
  tooLarge: `Il file è troppo grande: al massimo ${MB} MB.`,
  unsupportedType: 'Formato non supportato: carica un’immagine JPEG, PNG, WebP o AVIF.',
  tooManyPixels: `L’immagine è troppo grande: al massimo ${MEGAPIXELS} megapixel e ${MEDIA_MAX_SIDE.toLocaleString('it-IT')} pixel per lato.`,
  unreadable: 'Impossibile leggere l’immagine: il file è danneggiato o incompleto.',
  multipartRequired: 'Invia l’immagine come modulo (multipart/form-data) con i campi file e alt.',
  fieldTooLong: 'Un campo del modulo è troppo lungo.',
  unknownField: (name: string) => `Campo non previsto: ${name}.`,
  busy: 'Troppi caricamenti in corso: riprova tra qualche secondo.',
  storageFailed: 'Impossibile salvare l’immagine nell’archivio dei file. Riprova più tardi.',

  // Fields
  altRequired: 'Il testo alternativo è obbligatorio: descrivi l’immagine in poche parole.',
  altMax: `Il testo alternativo può contenere al massimo ${ALT_MAX} caratteri.`,
  creditMax: `Il credito può contenere al massimo ${CREDIT_MAX} caratteri.`,
  queryMax: 'La ricerca può contenere al massimo 100 caratteri.',
  sourceInvalid: 'Origine non valida: usa caricamento oppure unsplash.',

  // Library
  notFound: 'Immagine non trovata.',
  fileNotFound: 'File non trovato.',
  inUse: (n: number) =>
    n === 1 ? 'L’immagine è usata in un contenuto: toglila da lì prima di eliminarla.' : `L’immagine è usata in ${n} contenuti: toglila da lì prima di eliminarla.`,
  untitled: 'Senza titolo',
  aboutTitle: 'Chi siamo',
} as const;
