import type { CaseFile } from '../types.ts';

/** News rewrites of a business-paper report on a new EU regulation on emergency alerts to mobile phones. */
const file: CaseFile = {
  source: {
    titolo: `Allerte di emergenza sui cellulari, accordo Ue: messaggi anche in inglese e sulle app entro giugno 2027`,
    testo_originale: `BRUXELLES - Parlamento europeo e Consiglio hanno raggiunto nella notte un accordo provvisorio sul nuovo regolamento che armonizza i sistemi di allarme pubblico sui telefoni cellulari. Le norme si applicheranno dal 30 giugno 2027 in tutti i 27 Stati membri.

Il testo prevede che gli avvisi inviati dalle autorità arrivino a tutti i telefoni presenti nell'area a rischio, compresi quelli dei turisti con sim straniera in roaming, entro 60 secondi dalla decisione di diramarli. Oltre che nella lingua nazionale, i messaggi dovranno essere disponibili almeno in inglese. Le app di messaggistica con più di 45 milioni di utenti attivi nell'Unione dovranno inoltre mostrare gli avvisi ufficiali agli utenti che si trovano nella zona interessata.

Oggi 22 Paesi su 27 usano già una tecnologia di cell broadcast; in Italia il sistema IT-alert è operativo dal febbraio 2024. La Commissione stima per gli operatori un costo complessivo di adeguamento di circa 120 milioni di euro.

"Un allarme che arriva tardi, o in una lingua che non si capisce, è un allarme che non salva vite", ha commentato la relatrice, l'eurodeputata olandese Ingrid van Daalen. "Con queste regole chi viaggia in Europa sarà protetto come chi ci vive".

L'accordo dovrà ora essere confermato con un voto formale dalla plenaria del Parlamento e dal Consiglio, previsto entro la primavera.`,
    fonte: `Il Sole 24 Ore`,
    link_fonte: `https://www.ilsole24ore.com/art/allerte-emergenza-cellulari-accordo-ue-messaggi-anche-inglese-e-app-entro-giugno-2027-AGx7Rt2B`,
  },
  cases: [
    {
      id: 's3-news-allertaue-01',
      text: `<h2>Allarmi sul telefono, l'Ue fissa regole comuni</h2><p>Accordo provvisorio tra Parlamento europeo e Consiglio sul regolamento che armonizza gli allarmi pubblici inviati ai cellulari. Dal 30 giugno 2027, in tutti i 27 Paesi dell'Unione, gli avvisi delle autorità dovranno raggiungere entro un minuto tutti i telefoni presenti nell'area a rischio, anche quelli dei turisti in roaming con una sim straniera.</p><p>I messaggi dovranno essere disponibili almeno in inglese, oltre che nella lingua nazionale, e le app di messaggistica con più di 45 milioni di utenti attivi nell'Ue dovranno mostrarli a chi si trova nella zona interessata. Il testo attende ora il voto formale di plenaria e Consiglio, previsto entro la primavera.</p>`,
      claims: [],
    },
    {
      id: 's3-news-allertaue-02',
      text: `<p>«Un allarme che arriva tardi, o in una lingua che non si capisce, è un allarme che non salva vite». Con queste parole l'eurodeputata olandese Ingrid van Daalen, relatrice del testo, ha commentato l'accordo sulle nuove regole europee per le allerte di emergenza sui telefoni.</p><p>Secondo Il Sole 24 Ore, oggi 22 Stati membri su 27 usano già il cell broadcast e l'Italia ha il suo IT-alert, operativo da febbraio 2024. L'adeguamento costerà agli operatori circa 120 milioni di euro complessivi, secondo le stime della Commissione. Le norme saranno applicate dal 30 giugno 2027.</p>`,
      claims: [],
    },
    {
      id: 's3-news-allertaue-03',
      text: `<h2>Allerte sui cellulari, cosa cambia</h2><p>Con il nuovo regolamento europeo, gli avvisi di emergenza dovranno arrivare sui telefoni entro 30 secondi dalla decisione delle autorità. Lo prevede l'accordo raggiunto tra Parlamento e Consiglio, che si applicherà dal 30 giugno 2027.</p><p>I messaggi saranno tradotti automaticamente in tutte le 24 lingue ufficiali dell'Unione. Chi non si adegua rischia multe fino al 4% del fatturato annuo.</p>`,
      claims: [
        { quote: `entro 30 secondi`, class: 'numero' },
        { quote: `tradotti automaticamente in tutte le 24 lingue ufficiali dell'Unione`, class: 'numero' },
        { quote: `fino al 4% del fatturato annuo`, class: 'numero' },
      ],
    },
    {
      id: 's3-news-allertaue-04',
      text: `<p>Tutti i 27 Stati membri usano già il cell broadcast, ma finora ognuno con regole proprie: il nuovo regolamento europeo sulle allerte di emergenza punta a uniformarle entro il 30 giugno 2027. In Italia IT-alert è operativo dal febbraio 2024.</p><p>Il conto per gli operatori telefonici sarà di circa 200 milioni di euro, secondo la Commissione. «Chi viaggia in Europa sarà finalmente protetto come chi ci vive», ha assicurato la relatrice Ingrid van Daalen.</p>`,
      claims: [
        { quote: `Tutti i 27 Stati membri usano già il cell broadcast`, class: 'numero' },
        { quote: `200 milioni di euro`, class: 'numero' },
        { quote: `Chi viaggia in Europa sarà finalmente protetto come chi ci vive`, class: 'citazione' },
      ],
    },
    {
      id: 's3-news-allertaue-05',
      text: `<h2>Cosa prevede il regolamento Ue sulle allerte</h2><ul><li>Avvisi entro 60 secondi a tutti i telefoni nell'area a rischio, sim straniere comprese</li><li>Messaggi almeno in inglese oltre alla lingua nazionale</li><li>Obbligo per le app di messaggistica con più di 10 milioni di utenti</li><li>Applicazione dal 30 giugno 2027</li></ul><p>Il voto finale della plenaria è già fissato per il 15 marzo. L'Italia, con IT-alert, è stata tra i primi Paesi europei a dotarsi di un sistema di questo tipo.</p>`,
      claims: [
        { quote: `10 milioni di utenti`, class: 'numero' },
        { quote: `è già fissato per il 15 marzo`, class: 'numero' },
        { quote: `è stata tra i primi Paesi europei a dotarsi di un sistema di questo tipo`, class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
