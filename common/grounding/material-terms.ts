/**
 * Materials, treatments, battery chemistries and connectivity a text may name (common/grounding/codes.ts
 * TERMS): words a product either has in its data or does not, and which describe the product
 * itself rather than advise the reader (features such as 'bussola' or 'torcia', and materials
 * a text names in advice as often as of the product — 'lana', 'legno', 'litio', 'impermeabile' —
 * are left out: a guide says 'una coperta di lana' or 'pile al litio' of a kit that has none). Each entry is the text's words, then
 * folded stems that, starting a word of the data, support it.
 */
export const MATERIAL_TERMS: ReadonlyArray<readonly string[]> = [
  ['inossidabile', 'inox'],
  ['acciaio inossidabile', 'inossidabil', 'inox'],
  // Round 5: materials named with their kind ('vetro borosilicato', 'legno d'olivo',
  // 'cera di soia', 'fodero in cuoio'): the kind is the claim when the data names only the material.
  ['borosilicato'],
  ['cuoio', 'leather'],
  ['olivo', 'uliv'],
  ['ulivo', 'oliv'],
  ['frassino'],
  ['cera di soia', 'soia', 'soy'],
  ['faggio'],
  ['bambu'],
  ['merino'],
  ['microfibra'],
  ['teflon', 'ptfe'],
  ['dyneema'],
  ['gore tex', 'goretex'],
  ['tpu'],
  ['aeronautico', 'aerospazial', 'aviation'],
  ['anodizzato'],
  ['temprato', 'temper'],
  ['zincato', 'zinco'],
  ['cromato'],
  ['forgiato'],
  ['bluetooth'],
  ['wifi', 'wi'],
  ['gps'],
  ['nfc'],
];
