/**
 * Other spellings of a code the data may use (common/grounding/codes.ts): a code spelt out in
 * words ('PD' = 'Power Delivery'), a battery by its Italian or IEC name, a road by its initials.
 */

/** Codes the data may spell out in words. */
const CODE_ALIASES: Record<string, string[]> = {
  PD: ['POWER DELIVERY'],
  QC: ['QUICK CHARGE'],
  'LI-ION': ['IONI DI LITIO', 'IONI-LITIO', 'IONI LITIO', 'LITHIUM ION', 'LITHIUM-ION'],
  'LI-PO': ['POLIMERI DI LITIO', 'LITIO POLIMERO', 'LITIO-POLIMERO', 'LITHIUM POLYMER'],
  LIFEPO4: ['LITIO FERRO FOSFATO', 'LFP'],
  LFP: ['LIFEPO4', 'LITIO FERRO FOSFATO'],
  'NI-MH': ['NICHEL METALLO IDRURO', 'NICHEL-METALLO IDRURO'],
  BPA: ['BISFENOLO A'],
  // Gases by their formula: detectors' data writes them out.
  CO: ['MONOSSIDO DI CARBONIO', 'MONOSSIDO'],
  CO2: ['ANIDRIDE CARBONICA', 'DIOSSIDO DI CARBONIO'],
  GPL: ['GAS DI PETROLIO LIQUEFATTO', 'GAS PETROLIO LIQUEFATTO'],
  // Battery sizes by their Italian and IEC names: 'pile stilo' are AA.
  AA: ['STILO', 'LR6'],
  AAA: ['MINISTILO', 'LR03'],
  LR6: ['AA', 'STILO'],
  LR03: ['AAA', 'MINISTILO'],
};
/** Roads by their initials ('SP24', 'SS 17'): the source may write them out ('strada provinciale 24', 'la statale 17'). */
const ROADS: Record<string, string> = { SP: 'PROVINCIALE', SS: 'STATALE', SR: 'REGIONALE' };
const roadAliases = (f: string): string[] => {
  const m = /^(SP|SS|SR)[ -]?(\d{1,4})$/.exec(f);
  return m ? [`${ROADS[m[1]!]} ${m[2]}`] : [];
};
export const withAliases = (forms: string[]) => [...forms, ...forms.flatMap((f) => [...(CODE_ALIASES[f] ?? []), ...roadAliases(f)])];
