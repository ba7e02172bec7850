import { Link } from 'react-router';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { Breadcrumbs } from '../../components/site/breadcrumbs.tsx';
import { CONTACT_RATE } from '../../../common/contact-limits.ts';
import { breadcrumbLd, seoMeta, siteFromMatches } from '../../lib/seo.ts';
import { useSiteConfig } from '../../root.tsx';
import { pageCache } from '../../../common/cache-topics.ts';
import type { Route } from './+types/privacy';

/** The render cache keeps this page for anonymous visitors (decision 0027). */
export const handle = { cache: pageCache([]) };

const CRUMBS = [
  { name: SITE_MSG.navHome, path: '/' },
  { name: SITE_MSG.privacyTitle, path: '/privacy' },
];

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: SITE_MSG.privacyTitle,
    description: SITE_MSG.privacyMetaDescription(site.siteName),
    path: '/privacy',
    jsonLd: [breadcrumbLd(site, CRUMBS)],
  });
}

/** The notice the contact form's consent refers to (GDPR art. 13). */
export default function Privacy() {
  const { siteName, contactEmail, siteUrl } = useSiteConfig();
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <div className="container page page-narrow">
      <Breadcrumbs items={CRUMBS} />
      <h1>{SITE_MSG.privacyTitle}</h1>
      <div className="prose prose-article">
        <p className="lead">
          Questa informativa spiega come {siteName} tratta i dati personali di chi visita il sito e di chi ci scrive con il{' '}
          <Link to="/contatti">modulo contatti</Link>, ai sensi dell’art. 13 del Regolamento (UE) 2016/679 (GDPR).
        </p>
        <h2>Titolare del trattamento</h2>
        <p>
          Il titolare del trattamento è la redazione di {siteName} ({siteUrl || 'questo sito'}). Per qualsiasi richiesta sulla privacy puoi scrivere a {mail}.
        </p>
        <h2>Quali dati raccogliamo</h2>
        <ul>
          <li>
            <strong>Modulo contatti:</strong> nome, indirizzo e-mail, oggetto e testo del messaggio, e la conferma di aver letto questa informativa.
          </li>
          <li>
            <strong>Navigazione:</strong> il server registra, per motivi tecnici e di sicurezza, i dati che ogni browser invia (indirizzo IP, pagina richiesta,
            data e ora). Li usiamo anche per limitare gli invii ripetuti del modulo (al massimo {CONTACT_RATE.max} messaggi ogni {CONTACT_RATE.windowMs / 60_000} minuti dallo stesso indirizzo).
          </li>
        </ul>
        <h2>Statistiche di visita</h2>
        <p>
          Per sapere quali pagine e quali prodotti interessano di più contiamo, in forma anonima e aggregata: le visualizzazioni di ogni pagina per giorno, e i
          clic sui link ad Amazon per prodotto, pagina e giorno. Per contare quanti visitatori diversi arrivano in un giorno il server calcola un codice
          (un’impronta crittografica dell’indirizzo IP, o della sua rete per gli indirizzi IPv6, con una chiave segreta che cambia ogni giorno e non viene
          mai salvata), conserva solo il numero totale e cancella i codici alla fine della giornata: non è possibile risalire a te né collegare le tue visite
          di giorni diversi.
        </p>
        <p>
          Queste statistiche non usano cookie né altri dati salvati nel tuo browser, non registrano l’indirizzo IP e non coinvolgono servizi di terze parti.
          Le visite dei robot dei motori di ricerca e della redazione non vengono contate.
        </p>
        <h2>Cookie</h2>
        <p>
          Il sito pubblico non usa cookie di profilazione né cookie di terze parti e non imposta alcun cookie ai visitatori: per questo non ti chiediamo un
          consenso ai cookie. Solo l’area riservata alla redazione usa un cookie tecnico di sessione, dopo l’accesso.
        </p>
        <h2>Perché li trattiamo</h2>
        <p>
          Usiamo i dati del modulo solo per leggere e rispondere al tuo messaggio. La base giuridica è il tuo consenso e la tua richiesta (art. 6, par. 1,
          lett. a e b GDPR). Non li usiamo per pubblicità, non li vendiamo e non li cediamo a terzi.
        </p>
        <h2>Link di affiliazione</h2>
        <p>
          I pulsanti “Ordina su Amazon” portano ad Amazon.it con il nostro codice di affiliazione. In qualità di Affiliato Amazon riceviamo un guadagno dagli
          acquisti idonei, senza costi per te. Il clic su questi link è contato come descritto sopra, senza cookie; quando apri Amazon valgono l’informativa e i
          cookie di Amazon.
        </p>
        <h2>Per quanto tempo</h2>
        <p>
          Conserviamo i messaggi per il tempo necessario a gestire la richiesta e comunque non oltre 24 mesi, poi li cancelliamo. I registri tecnici del server
          sono conservati per un periodo breve, di norma non oltre 30 giorni.
        </p>
        <h2>Chi può vederli</h2>
        <p>
          Solo la redazione. I dati sono conservati sui server che ospitano il sito e, se attivo, nella casella di posta della redazione che riceve una copia
          del messaggio.
        </p>
        <h2>I tuoi diritti</h2>
        <p>
          Puoi chiedere in ogni momento di accedere ai tuoi dati, correggerli, cancellarli, limitarne il trattamento, opporti o riceverli in un formato
          leggibile, e revocare il consenso, scrivendo a {mail}. Hai anche il diritto di presentare reclamo al Garante per la protezione dei dati personali
          (garanteprivacy.it).
        </p>
        <p className="muted">Ultimo aggiornamento: novembre 2026.</p>
      </div>
    </div>
  );
}
