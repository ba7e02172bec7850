import { describe, expect, it } from 'vitest';
import { factsOf, findUnverifiedClaims, type GroundingProduct } from '../../common/grounding.ts';

const shovel: GroundingProduct = {
  nome_sintetico: 'Pala pieghevole FerroCampo',
  specifiche_tecniche: 'Materiale lama: Acciaio al carbonio 65Mn\nMateriale manico: Lega di alluminio\nImpugnatura: gomma antiscivolo',
  descrizione_generale: 'Una pala compatta con custodia in nylon.',
};
const claims = (html: string, product = shovel) => findUnverifiedClaims(html, factsOf([product])).map((c) => c.text);

/** Materials, treatments and connectivity the data does not state are claims (common/grounding/material-terms.ts). */
describe('grounding: materials and treatments', () => {
  it('flags a material, a treatment or a connectivity the data does not name', () => {
    // Named specifications side by side are one claim.
    expect(claims('<p>La lama in acciaio inossidabile temprato ha il manico in legno di faggio.</p>')).toEqual(['acciaio inossidabile temprato', 'faggio']);
    expect(claims('<p>Si collega al telefono via Bluetooth e ha il GPS.</p>')).toEqual(['Bluetooth', 'GPS']);
  });

  it('passes what the data names, in its own or another form, and what the text says the product lacks', () => {
    expect(claims('<p>Lama in acciaio al carbonio, manico in alluminio, impugnatura in gomma.</p>')).toEqual([]);
    expect(claims('<p>Acciaio inox e manico anodizzato.</p>', { specifiche_tecniche: 'Materiale: acciaio inossidabile AISI 304\nFinitura: alluminio anodizzato' })).toEqual([]);
    expect(claims('<p>Non ha il Bluetooth.</p>')).toEqual([]);
  });

  it('leaves out materials texts name in advice as often as of the product', () => {
    expect(claims('<p>Tenete vicino una coperta di lana e qualche pila al litio.</p>')).toEqual([]);
  });
});
