/**
 * Privacy e Cookie Policy / Privacy and Cookie Policy, in Italian and English.
 * The agency's identity (names, VAT number, address, e-mail) comes from content/agency.ts.
 */
import { agency, postalAddress } from '@/content/agency'
import { consentRecordRetentionMonths, contactRequestRetentionMonths } from '@/content/legal/retention'
import type { LegalDocument, LegalLanguage } from '@/content/legal/types'
import { storedItemsTable } from './cookie-table'

/** A retention period in the policy's words: whole years as years (36 → “3 anni”), anything else in months. */
function retentionPeriod(months: number, lang: LegalLanguage): string {
  const years = months / 12
  if (!Number.isInteger(years)) return `${months} ${lang === 'it' ? 'mesi' : 'months'}`
  if (lang === 'it') return years === 1 ? '1 anno' : `${years} anni`
  return years === 1 ? '1 year' : `${years} years`
}

const contactRequestPeriod = {
  it: retentionPeriod(contactRequestRetentionMonths, 'it'),
  en: retentionPeriod(contactRequestRetentionMonths, 'en'),
}

export const privacyDocument: LegalDocument = {
  updatedOn: '2026-11-26',
  header: {
    it: {
      title: 'Privacy e Cookie Policy',
      subtitle:
        'Quali dati personali trattiamo quando visiti il sito, ci scrivi o lavori con noi, perché lo facciamo, per quanto tempo li conserviamo, come usiamo i cookie e come puoi esercitare i tuoi diritti.',
      lastUpdated: 'Ultimo aggiornamento: 26 novembre 2026',
    },
    en: {
      title: 'Privacy and Cookie Policy',
      subtitle:
        'What personal data we process when you visit this website, write to us or work with us, why we do it, how long we keep it, how we use cookies and how you can exercise your rights.',
      lastUpdated: 'Last updated: November 26, 2026',
    },
  },
  sections: [
    {
      number: 1,
      it: {
        title: 'Introduzione e impegno',
        blocks: [
          {
            type: 'p',
            text: `La protezione dei dati personali è per noi parte del lavoro ben fatto. Questa informativa, resa ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (di seguito, “GDPR”) e del Decreto Legislativo 30 giugno 2003, n. 196 (Codice in materia di protezione dei dati personali), come modificato dal Decreto Legislativo 10 agosto 2018, n. 101, spiega come ${agency.legalName} tratta i dati personali di chi visita il sito di ${agency.name}, ci contatta, prenota una chiamata o diventa nostro cliente.`,
          },
          {
            type: 'p',
            text: 'Ci impegniamo a raccogliere solo i dati che ci servono davvero, a usarli per finalità chiare e dichiarate, a conservarli per il tempo strettamente necessario e a proteggerli con misure adeguate, nel rispetto dei principi stabiliti dall’art. 5 del GDPR.',
          },
          {
            type: 'p',
            text: 'Questo documento riunisce l’informativa privacy e la cookie policy del sito, redatta anche alla luce delle Linee guida sui cookie e altri strumenti di tracciamento adottate dal Garante per la protezione dei dati personali il 10 giugno 2021.',
          },
          {
            type: 'p',
            text: 'Questa informativa non riguarda i dati che trattiamo per conto dei nostri clienti quando realizziamo per loro software, agenti AI o chatbot, ad esempio le conversazioni tra un chatbot e gli utenti del cliente. In quei casi agiamo come responsabili del trattamento ai sensi dell’art. 28 del GDPR e l’informativa agli interessati spetta al cliente, che è il titolare.',
          },
          {
            type: 'p',
            text: 'Il sito non è rivolto ai minori di 18 anni e non raccogliamo consapevolmente dati che li riguardano. Se ritieni che un minore ci abbia comunicato i propri dati, scrivici e provvederemo a cancellarli.',
          },
        ],
      },
      en: {
        title: 'Introduction and commitment',
        blocks: [
          {
            type: 'p',
            text: `For us, protecting personal data is part of doing the job properly. This notice, given under articles 13 and 14 of Regulation (EU) 2016/679 (the “GDPR”) and Italian Legislative Decree no. 196 of 30 June 2003 (the Italian Data Protection Code), as amended by Legislative Decree no. 101 of 10 August 2018, explains how ${agency.legalName} handles the personal data of people who visit the ${agency.name} website, contact us, book a call or become our customers.`,
          },
          {
            type: 'p',
            text: 'We are committed to collecting only the data we actually need, using it for clear and stated purposes, keeping it no longer than necessary and protecting it with appropriate measures, in line with the principles set out in article 5 of the GDPR.',
          },
          {
            type: 'p',
            text: 'This document combines the website’s privacy notice and cookie policy, and takes into account the guidelines on cookies and other tracking tools issued by the Italian data protection authority (Garante per la protezione dei dati personali) on 10 June 2021.',
          },
          {
            type: 'p',
            text: 'This notice does not cover data we process on behalf of our customers when we build software, AI agents or chatbots for them, such as conversations between a chatbot and the customer’s users. In those cases we act as a data processor under article 28 of the GDPR, and it is the customer, as controller, who must inform the people concerned.',
          },
          {
            type: 'p',
            text: 'The website is not directed at anyone under 18, and we do not knowingly collect data about minors. If you believe a minor has given us personal data, please let us know and we will delete it.',
          },
        ],
      },
    },
    {
      number: 2,
      it: {
        title: 'Titolare del trattamento',
        blocks: [
          {
            type: 'p',
            text: 'Il titolare del trattamento, cioè il soggetto che decide perché e come vengono trattati i tuoi dati personali ed è responsabile del rispetto della normativa, è:',
          },
          {
            type: 'ul',
            items: [
              { lead: 'Ragione sociale', text: agency.legalName },
              { lead: 'Sede legale', text: postalAddress },
              { lead: 'Partita IVA', text: agency.vatNumber },
              { lead: 'E-mail', text: agency.email },
            ],
          },
          {
            type: 'p',
            text: `Per qualsiasi domanda sul trattamento dei tuoi dati o per esercitare i tuoi diritti puoi scriverci all’indirizzo ${agency.email}, indicando nell’oggetto “Privacy”, oppure inviare una lettera all’indirizzo della sede legale.`,
          },
          {
            type: 'p',
            text: 'Non abbiamo nominato un responsabile della protezione dei dati (RPD o DPO) perché non ricorrono le condizioni dell’art. 37 del GDPR: non siamo un’autorità o un organismo pubblico, e le nostre attività principali non consistono in trattamenti che richiedono il monitoraggio regolare e sistematico degli interessati su larga scala, né nel trattamento su larga scala di categorie particolari di dati o di dati relativi a condanne penali e reati. Se in futuro queste condizioni dovessero verificarsi, nomineremo un RPD e ne pubblicheremo i dati di contatto in questa pagina.',
          },
        ],
      },
      en: {
        title: 'Data controller',
        blocks: [
          {
            type: 'p',
            text: 'The data controller, that is, the party that decides why and how your personal data is processed and is responsible for complying with the law, is:',
          },
          {
            type: 'ul',
            items: [
              { lead: 'Company name', text: agency.legalName },
              { lead: 'Registered office', text: `${postalAddress}, Italy` },
              { lead: 'VAT number', text: agency.vatNumber },
              { lead: 'E-mail', text: agency.email },
            ],
          },
          {
            type: 'p',
            text: `For any question about how your data is handled, or to exercise your rights, you can write to ${agency.email} with “Privacy” in the subject line, or send a letter to our registered office.`,
          },
          {
            type: 'p',
            text: 'We have not appointed a data protection officer (DPO) because the conditions of article 37 of the GDPR are not met: we are not a public authority or body, and our core activities consist neither of processing that requires regular and systematic monitoring of individuals on a large scale, nor of large-scale processing of special categories of data or of data relating to criminal convictions and offences. Should this change, we will appoint a DPO and publish their contact details on this page.',
          },
        ],
      },
    },
    {
      number: 3,
      it: {
        title: 'Dati raccolti',
        blocks: [
          {
            type: 'p',
            text: 'A seconda di come interagisci con noi, possiamo trattare le seguenti categorie di dati personali:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Dati personali identificativi e di contatto',
                text: 'nome e cognome, indirizzo e-mail, numero di telefono, azienda e ruolo, che ci fornisci tramite il modulo di contatto, per e-mail o quando prenoti una chiamata; per i clienti, anche i dati necessari alla fatturazione, come ragione sociale, codice fiscale, partita IVA, indirizzo, codice destinatario o indirizzo PEC per la fatturazione elettronica e coordinate di pagamento.',
              },
              {
                lead: 'Dati tecnici',
                text: 'indirizzo IP, browser, sistema operativo, lingua del browser, tipo di dispositivo, data e ora e pagina richiesta, registrati automaticamente nei log del server per il funzionamento e la sicurezza del sito. Quando registriamo la tua scelta sui cookie o una richiesta inviata dal modulo di contatto, l’indirizzo IP viene conservato solo in forma anonimizzata; per i limiti anti-abuso del modulo ne teniamo per non più di 10 minuti un’impronta crittografica (vedi la sezione 4).',
              },
              {
                lead: 'Dati di utilizzo',
                text: 'pagine visitate, tempo di permanenza, percorso di navigazione, pagina di provenienza e interazioni con il sito, raccolti in forma aggregata tramite Google Analytics solo se hai prestato il consenso ai cookie analitici.',
              },
              {
                lead: 'Dati di comunicazione',
                text: 'il contenuto dei messaggi che ci invii tramite il modulo di contatto o per e-mail, le informazioni sul tuo progetto, i dettagli delle chiamate prenotate (data, ora, argomento) e le note che prendiamo durante i colloqui e nello svolgimento del rapporto.',
              },
            ],
          },
          {
            type: 'p',
            text: 'Non ti chiediamo, e ti preghiamo di non comunicarci, categorie particolari di dati personali ai sensi dell’art. 9 del GDPR, come dati sulla salute, sull’origine etnica, sulle opinioni politiche o religiose o sull’orientamento sessuale, né dati relativi a condanne penali e reati (art. 10 del GDPR). Se dovessimo riceverli senza averli richiesti, ad esempio nel testo di un messaggio, li cancelleremo, salvo che siano indispensabili per rispondere alla tua richiesta.',
          },
          {
            type: 'p',
            text: 'Raccogliamo i dati principalmente da te. In alcuni casi possiamo riceverli da terzi, ad esempio da un collega che ci indica il tuo nominativo come referente di un progetto, oppure ricavarli da fonti pubbliche come il Registro delle imprese per verificare i dati di fatturazione di un’azienda cliente.',
          },
          {
            type: 'p',
            text: 'Il conferimento dei dati contrassegnati come obbligatori nel modulo di contatto e dei dati necessari alla conclusione e all’esecuzione di un contratto è indispensabile: senza di essi non possiamo rispondere alla tua richiesta o fornirti il servizio. Il conferimento degli altri dati è facoltativo.',
          },
        ],
      },
      en: {
        title: 'Data we collect',
        blocks: [
          {
            type: 'p',
            text: 'Depending on how you interact with us, we may process the following categories of personal data:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Personal and contact data',
                text: 'first and last name, e-mail address, phone number, company and job title, which you give us through the contact form, by e-mail or when you book a call; for customers, also the data needed for invoicing, such as company name, tax code, VAT number, address, the recipient code or certified e-mail address used for Italian e-invoicing, and payment details.',
              },
              {
                lead: 'Technical data',
                text: 'IP address, browser, operating system, browser language, device type, and the date, time and page of each request, recorded automatically in server logs so that the website works and stays secure. When we record your cookie choice or a request sent through the contact form, your IP address is stored only in anonymised form; for the form’s anti-abuse limits we keep a cryptographic fingerprint of it for no more than 10 minutes (see section 4).',
              },
              {
                lead: 'Usage data',
                text: 'pages visited, time spent, navigation path, referring page and interactions with the website, collected in aggregate through Google Analytics only if you have consented to analytics cookies.',
              },
              {
                lead: 'Communication data',
                text: 'the content of the messages you send us through the contact form or by e-mail, information about your project, the details of calls you book (date, time, topic) and the notes we take during meetings and over the course of our relationship.',
              },
            ],
          },
          {
            type: 'p',
            text: 'We do not ask for, and we ask you not to send us, special categories of personal data under article 9 of the GDPR, such as data about health, ethnic origin, political or religious views or sexual orientation, or data relating to criminal convictions and offences (article 10 of the GDPR). If we receive such data without having asked for it, for example in the body of a message, we will delete it unless it is essential to handle your request.',
          },
          {
            type: 'p',
            text: 'We mostly collect data directly from you. Sometimes we may receive it from others, for instance from a colleague who names you as the contact person for a project, or obtain it from public sources such as the Italian companies register to check a business customer’s invoicing details.',
          },
          {
            type: 'p',
            text: 'Providing the data marked as required in the contact form, and the data needed to conclude and perform a contract, is necessary: without it we cannot answer your request or provide the service. Providing any other data is optional.',
          },
        ],
      },
    },
    {
      number: 4,
      it: {
        title: 'Basi giuridiche e finalità',
        blocks: [
          {
            type: 'p',
            text: 'Ogni trattamento deve fondarsi su una delle sei basi giuridiche previste dall’art. 6, paragrafo 1, del GDPR. Ecco quali utilizziamo e quali no:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Esecuzione di un contratto o di misure precontrattuali (lettera b)',
                text: 'per rispondere alle tue richieste, organizzare le chiamate e fornire i servizi e i prodotti acquistati.',
              },
              {
                lead: 'Legittimo interesse (lettera f)',
                text: 'per la sicurezza del sito, la gestione della relazione con clienti e contatti, la documentazione delle scelte sui cookie e la tutela dei nostri diritti, dopo aver verificato che i tuoi interessi e diritti non prevalgano; puoi sempre opporti.',
              },
              {
                lead: 'Obbligo legale (lettera c)',
                text: 'per gli obblighi contabili e fiscali e per rispondere alle richieste delle autorità.',
              },
              {
                lead: 'Consenso (lettera a)',
                text: 'per i cookie analitici, funzionali e di marketing e per le comunicazioni promozionali a chi non è già nostro cliente; puoi revocarlo in qualsiasi momento.',
              },
              {
                lead: 'Interessi vitali (lettera d)',
                text: 'non la utilizziamo, salvo eccezionali situazioni di emergenza in cui occorra proteggere la vita o l’incolumità di una persona.',
              },
              {
                lead: 'Interesse pubblico o esercizio di pubblici poteri (lettera e)',
                text: 'non la utilizziamo, perché non svolgiamo compiti di questo tipo.',
              },
            ],
          },
          {
            type: 'p',
            text: 'I dati sono trattati con strumenti elettronici e, quando necessario, su supporto cartaceo, da personale autorizzato e istruito ai sensi dell’art. 29 del GDPR e dell’art. 2-quaterdecies del Codice privacy, secondo logiche strettamente correlate alle finalità indicate e con misure che ne garantiscono la sicurezza e la riservatezza.',
          },
          {
            type: 'p',
            text: 'Trattiamo i tuoi dati per le seguenti nove finalità:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Rispondere alle richieste di contatto',
                text: 'gestire i messaggi inviati tramite il modulo del sito o per e-mail e fornirti le informazioni richieste (base giuridica: misure precontrattuali o legittimo interesse).',
              },
              {
                lead: 'Organizzare chiamate e consulenze',
                text: 'gestire la prenotazione, lo svolgimento e l’eventuale riprogrammazione delle chiamate conoscitive (base giuridica: misure precontrattuali).',
              },
              {
                lead: 'Predisporre offerte ed eseguire i contratti',
                text: 'preparare preventivi, concludere ed eseguire i contratti per software su misura, agenti AI, chatbot, piani di crescita e prodotti, incluse assistenza e manutenzione (base giuridica: contratto).',
              },
              {
                lead: 'Adempiere agli obblighi di legge',
                text: 'gestire fatturazione, contabilità e adempimenti fiscali e rispondere alle richieste delle autorità competenti (base giuridica: obbligo legale).',
              },
              {
                lead: 'Gestire la relazione con clienti e contatti',
                text: 'tenere traccia di richieste, progetti e comunicazioni nel CRM e automatizzare passaggi operativi come promemoria e conferme (base giuridica: contratto o legittimo interesse).',
              },
              {
                lead: 'Garantire il funzionamento e la sicurezza del sito',
                text: 'erogare le pagine, prevenire abusi e attacchi informatici e analizzare i log in caso di incidenti (base giuridica: legittimo interesse).',
              },
              {
                lead: 'Tradurre le pagine',
                text: 'con Google Traduttore, per chi usa un browser in una lingua diversa dall’italiano: da sé solo con il consenso ai cookie funzionali, altrimenti solo per la pagina in cui lo chiedi (base giuridica: consenso, o la tua richiesta esplicita).',
              },
              {
                lead: 'Registrare e dimostrare le scelte sui cookie',
                text: 'conservare la prova del consenso prestato, negato o revocato, come richiesto dall’art. 7, paragrafo 1, del GDPR (base giuridica: obbligo legale e legittimo interesse).',
              },
              {
                lead: 'Elaborare statistiche di utilizzo del sito',
                text: 'capire, in forma aggregata, quali pagine e contenuti sono più utili per migliorare il sito, tramite Google Analytics (base giuridica: consenso).',
              },
              {
                lead: 'Inviare comunicazioni informative e promozionali',
                text: 'aggiornarti su servizi, prodotti e contenuti, solo con il tuo consenso oppure, se sei già cliente, su servizi analoghi a quelli acquistati (art. 130, comma 4, del Codice privacy), con possibilità di opporti in ogni momento (base giuridica: consenso o legittimo interesse).',
              },
            ],
          },
          {
            type: 'p',
            text: 'Per alcune attività ci avvaliamo di fornitori esterni, nominati responsabili del trattamento ai sensi dell’art. 28 del GDPR con un accordo che li vincola a trattare i dati solo secondo le nostre istruzioni e con misure di sicurezza adeguate. Le categorie di fornitori, con un esempio per ciascuna, sono:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Hosting e infrastruttura cloud',
                text: 'i fornitori che ospitano il sito e i database, ad esempio Supabase per l’archivio delle registrazioni dei consensi ai cookie e delle richieste inviate dal modulo di contatto.',
              },
              {
                lead: 'Statistiche di navigazione',
                text: 'Google Analytics, fornito da Google Ireland Limited, attivato solo se presti il consenso ai cookie analitici.',
              },
              {
                lead: 'Prenotazione delle chiamate',
                text: 'uno strumento di pianificazione degli appuntamenti, ad esempio Cal.com, che riceve i dati che inserisci quando prenoti una chiamata.',
              },
              {
                lead: 'Automazione dei processi',
                text: 'uno strumento che collega tra loro le nostre applicazioni ed esegue flussi di lavoro automatici, ad esempio n8n, usato per inoltrare le richieste al CRM e inviare promemoria.',
              },
              {
                lead: 'Gestione della relazione con i clienti',
                text: 'un CRM in cui registriamo contatti, richieste e stato dei progetti, ad esempio HubSpot.',
              },
              {
                lead: 'Recapito delle richieste di contatto',
                text: 'EmailJS, il servizio con cui il nostro server ci recapita per e-mail le richieste inviate dal modulo del sito e ti invia la conferma di ricezione. Riceve i dati della richiesta solo dal nostro server, mai direttamente dal tuo browser.',
              },
            ],
          },
          {
            type: 'p',
            text: 'L’elenco aggiornato e completo dei responsabili del trattamento è disponibile su richiesta, scrivendo ai recapiti indicati nella sezione Contatti.',
          },
          {
            type: 'p',
            text: `Le richieste che ci invii dal modulo di contatto (nome, cognome, indirizzo e-mail, servizio di interesse e messaggio) vengono prima di tutto registrate nel nostro database, lo stesso che custodisce le prove del consenso ai cookie, con la data e l’ora di arrivo, e il sito ti mostra il numero della richiesta (ad esempio 7K4M-2PQX), da citare se ci scrivi o ci chiami. Solo dopo è il nostro server, e non il tuo browser, a inoltrarla: per e-mail tramite EmailJS, che recapita la richiesta al nostro indirizzo e poi ti invia la conferma di ricezione, e, quando è attivo, al nostro strumento di CRM o di automazione tramite un webhook firmato, cioè un invio diretto da server a server di cui lo strumento può verificare la provenienza. Se un invio non riesce, il server lo ripete da sé a intervalli crescenti, anche per più giorni, finché non va a buon fine; se invece è la richiesta a non raggiungere il nostro server, il browser la conserva e la invia di nuovo alla pagina successiva. Conserviamo le richieste nel nostro database per ${contactRequestPeriod.it} dal loro arrivo, poi le cancelliamo automaticamente.`,
          },
          {
            type: 'p',
            text: 'Insieme alla richiesta conserviamo, per lo stesso periodo, l’indirizzo IP da cui è partita in forma anonimizzata, come per le prove del consenso (per gli indirizzi IPv4 l’ultimo gruppo di cifre viene azzerato, per gli indirizzi IPv6 sono conservati solo i primi tre gruppi): ci permette di riconoscere gli abusi, ad esempio molte richieste dalla stessa rete, e di ricostruire i fatti in caso di incidente di sicurezza (base giuridica: legittimo interesse). Per proteggere il modulo, inoltre, il sito accetta al massimo 5 richieste ogni 10 minuti dallo stesso indirizzo IP e invia al massimo 3 conferme di ricezione al giorno allo stesso indirizzo e-mail. Per contarle registra a ogni richiesta un’impronta crittografica dell’indirizzo IP (per gli indirizzi IPv6, della rete /64 a cui appartiene) e una dell’indirizzo e-mail, mai gli indirizzi in chiaro: ogni impronta è un codice HMAC-SHA256 calcolato con una chiave segreta casuale, conservata separatamente e accessibile solo al nostro database, per cui dall’impronta non si può risalire all’indirizzo. Ciascuna è cancellata allo scadere del suo periodo: dopo 10 minuti quella dell’indirizzo IP, dopo un giorno quella dell’indirizzo e-mail. Oltre il primo limite il sito ti chiede di riprovare più tardi; oltre il secondo la richiesta ci arriva comunque, ma senza conferma di ricezione, come quando in un’ora il sito ha già inviato il numero massimo di conferme previsto per tutti i visitatori.',
          },
        ],
      },
      en: {
        title: 'Legal bases and purposes',
        blocks: [
          {
            type: 'p',
            text: 'Every processing operation must rest on one of the six legal bases listed in article 6(1) of the GDPR. Here is which ones we rely on and which we do not:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Performance of a contract or pre-contractual steps (point b)',
                text: 'to answer your requests, arrange calls and provide the services and products you buy.',
              },
              {
                lead: 'Legitimate interests (point f)',
                text: 'to keep the website secure, manage relationships with customers and contacts, document cookie choices and protect our rights, having checked that your interests and rights do not override ours; you can always object.',
              },
              {
                lead: 'Legal obligation (point c)',
                text: 'for accounting and tax obligations and to respond to requests from public authorities.',
              },
              {
                lead: 'Consent (point a)',
                text: 'for analytics, functional and marketing cookies and for promotional messages to people who are not already our customers; you can withdraw it at any time.',
              },
              {
                lead: 'Vital interests (point d)',
                text: 'we do not rely on it, except in an exceptional emergency where someone’s life or physical safety must be protected.',
              },
              {
                lead: 'Public interest or official authority (point e)',
                text: 'we do not rely on it, because we carry out no such tasks.',
              },
            ],
          },
          {
            type: 'p',
            text: 'Data is processed electronically and, where necessary, on paper, by staff who are authorised and instructed under article 29 of the GDPR and article 2-quaterdecies of the Italian Data Protection Code, in ways strictly related to the purposes stated and with measures that keep it secure and confidential.',
          },
          {
            type: 'p',
            text: 'We process your data for the following nine purposes:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Answering contact requests',
                text: 'handling messages sent through the website form or by e-mail and giving you the information you asked for (legal basis: pre-contractual steps or legitimate interests).',
              },
              {
                lead: 'Arranging calls and consultations',
                text: 'managing the booking, running and any rescheduling of introductory calls (legal basis: pre-contractual steps).',
              },
              {
                lead: 'Preparing proposals and performing contracts',
                text: 'drawing up quotes and concluding and performing contracts for custom software, AI agents, chatbots, growth plans and products, including support and maintenance (legal basis: contract).',
              },
              {
                lead: 'Meeting legal obligations',
                text: 'handling invoicing, bookkeeping and tax requirements, and responding to requests from the competent authorities (legal basis: legal obligation).',
              },
              {
                lead: 'Managing relationships with customers and contacts',
                text: 'keeping track of requests, projects and communications in our CRM and automating routine steps such as reminders and confirmations (legal basis: contract or legitimate interests).',
              },
              {
                lead: 'Running the website and keeping it secure',
                text: 'serving pages, preventing abuse and cyber attacks, and analysing logs when an incident occurs (legal basis: legitimate interests).',
              },
              {
                lead: 'Translating pages',
                text: 'with Google Translate, for visitors whose browser language is not Italian: automatically only with consent to functional cookies, otherwise only for the page on which you ask for it (legal basis: consent, or your explicit request).',
              },
              {
                lead: 'Recording and proving cookie choices',
                text: 'keeping evidence of consent given, refused or withdrawn, as article 7(1) of the GDPR requires (legal basis: legal obligation and legitimate interests).',
              },
              {
                lead: 'Producing website usage statistics',
                text: 'understanding, in aggregate, which pages and content are most useful so that we can improve the website, using Google Analytics (legal basis: consent).',
              },
              {
                lead: 'Sending news and promotional messages',
                text: 'keeping you informed about services, products and content, only with your consent or, if you are already a customer, about services similar to those you bought (article 130(4) of the Italian Data Protection Code), with the right to opt out at any time (legal basis: consent or legitimate interests).',
              },
            ],
          },
          {
            type: 'p',
            text: 'For some activities we use outside providers, appointed as data processors under article 28 of the GDPR through an agreement that binds them to process data only on our instructions and with appropriate security measures. The categories of providers, each with an example, are:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Hosting and cloud infrastructure',
                text: 'the providers that host the website and its databases, for example Supabase, which stores the records of cookie consents and the requests sent through the contact form.',
              },
              {
                lead: 'Website analytics',
                text: 'Google Analytics, provided by Google Ireland Limited, which is switched on only if you consent to analytics cookies.',
              },
              {
                lead: 'Call booking',
                text: 'a scheduling tool, for example Cal.com, which receives the details you enter when you book a call.',
              },
              {
                lead: 'Process automation',
                text: 'a tool that connects our applications and runs automated workflows, for example n8n, which we use to pass requests on to the CRM and send reminders.',
              },
              {
                lead: 'Customer relationship management',
                text: 'a CRM in which we record contacts, requests and project status, for example HubSpot.',
              },
              {
                lead: 'Contact request delivery',
                text: 'EmailJS, the service our server uses to e-mail us the requests sent through the website form and to send you an acknowledgement of receipt. It receives a request’s data only from our server, never directly from your browser.',
              },
            ],
          },
          {
            type: 'p',
            text: 'A complete, up-to-date list of our data processors is available on request, using the details in the Contact section.',
          },
          {
            type: 'p',
            text: `Requests you send through the contact form (first and last name, e-mail address, the service you are interested in and your message) are first stored in our own database, the same one that holds the records of cookie consent, with the date and time they arrived, and the website shows you the request’s number (for example 7K4M-2PQX), to quote when you write to us or call us. Only then does our server, not your browser, pass it on: by e-mail through EmailJS, which delivers the request to our mailbox and then sends you an acknowledgement of receipt, and, when it is set up, to our CRM or automation tool through a signed webhook, a direct server-to-server message whose origin the tool can verify. If a delivery fails, the server tries again by itself at growing intervals, for several days if need be, until it succeeds; if instead the request cannot reach our server, your browser keeps it and sends it again on the next page. We keep requests in our database for ${contactRequestPeriod.en} from their arrival, then delete them automatically.`,
          },
          {
            type: 'p',
            text: 'With each request we keep, for the same period, the IP address it came from in anonymised form, as for consent records (for IPv4 addresses the last block of digits is set to zero, for IPv6 addresses only the first three groups are kept): it lets us recognise abuse, such as many requests from the same network, and reconstruct what happened after a security incident (legal basis: legitimate interests). To protect the form, the website also accepts at most 5 requests every 10 minutes from the same IP address and sends at most 3 acknowledgements a day to the same e-mail address. To count them, it records with each request a cryptographic fingerprint of the IP address (for IPv6 addresses, of the /64 network it belongs to) and one of the e-mail address, never the addresses themselves: each fingerprint is an HMAC-SHA256 code computed with a random secret key, kept apart and readable only by our database, so the address cannot be worked out from it. Each is deleted when its period ends: after 10 minutes for the IP address, after one day for the e-mail address. Over the first limit the website asks you to try again later; over the second your request still reaches us, but without an acknowledgement, as it does when the website has already sent, within one hour, the most acknowledgements it sends to all visitors together.',
          },
        ],
      },
    },
    {
      number: 5,
      it: {
        title: 'Cookie',
        blocks: [
          {
            type: 'p',
            text: 'I cookie sono piccoli file di testo che un sito salva nel browser del visitatore e rilegge nelle visite successive; le tecnologie simili, come l’archiviazione locale del browser, sono trattate allo stesso modo. Ai sensi dell’art. 122 del Codice privacy, i cookie tecnici strettamente necessari possono essere utilizzati senza consenso, mentre tutti gli altri richiedono il tuo consenso preventivo, libero e specifico.',
          },
          {
            type: 'p',
            text: 'Alla prima visita un banner ti permette di accettare tutti i cookie, mantenere solo quelli necessari o personalizzare la scelta categoria per categoria; se il tuo browser usa un’altra lingua, il banner è in inglese, e se invia il segnale Global Privacy Control il banner non compare (ne parliamo più avanti). La X in alto a destra chiude il banner e mantiene solo i cookie tecnici, come “Solo necessari”. Finché non scegli sono attivi soltanto i cookie necessari e il sito non contatta alcun servizio di terzi. Le categorie sono quattro:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Necessari',
                text: 'sempre attivi, perché indispensabili al sito e alle funzioni che chiedi tu: ricordano la tua scelta sui cookie, il tema e i colori che hai scelto, la bozza del modulo di contatto finché il nostro server non ne conferma la ricezione. Non richiedono consenso e non possono essere disattivati.',
              },
              {
                lead: 'Analitici',
                text: 'Google Analytics 4, caricato solo con il tuo consenso, misura visite e percorsi con identificativi casuali del browser (i cookie _ga e _ga_*): sono dati pseudonimi, non anonimi, e Google riceve il tuo indirizzo IP. Durata: 24 mesi.',
              },
              {
                lead: 'Funzionali',
                text: 'la traduzione con Google Traduttore per chi usa un browser in una lingua diversa dall’italiano. Con questo consenso il sito traduce da sé ogni pagina, e Google riceve il tuo indirizzo IP e il testo delle pagine. Senza, nessuna richiesta parte verso Google: trovi solo il nostro pulsante “Translate this page (Google Translate)”, che traduce, su tua richiesta esplicita, la sola pagina in cui lo premi; la pagina successiva torna in italiano. Durata: 12 mesi, quanto il consenso; il cookie googtrans fino alla chiusura del browser.',
              },
              {
                lead: 'Marketing',
                text: 'nessun cookie né dato nel browser: sono i soli segnali di Consent Mode ad_storage, ad_user_data e ad_personalization, con cui Google sa se può usare i dati della visita per la pubblicità. Li inviamo a Google solo insieme a Google Analytics, quindi solo se hai attivato anche gli Analitici; non pubblichiamo annunci.',
              },
            ],
          },
          {
            type: 'p',
            text: 'Finché non acconsenti agli Analitici, Google Analytics non viene caricato e a Google non arriva nulla. Se revochi il consenso, Google Analytics si ferma e cancelliamo i cookie _ga e _ga_*; se revochi i Funzionali, cancelliamo il cookie googtrans e la pagina torna all’originale italiano.',
          },
          {
            type: 'p',
            text: `Ogni volta che effettui o modifichi una scelta, registriamo nel nostro database una prova del consenso: un ID casuale, la scelta per ciascuna categoria, il modo in cui l’hai fatta (accetta tutto, solo necessari, personalizzata, chiusura con la X o rifiuto tramite il segnale Global Privacy Control), la lingua del banner, un’impronta (hash) del testo esatto che hai visto, se in quel momento il browser inviava il segnale Global Privacy Control e se la richiesta con cui ci ha trasmesso la scelta conteneva l’intestazione Sec-GPC, la data e l’ora, l’indirizzo IP in forma anonimizzata (per gli indirizzi IPv4 l’ultimo gruppo di cifre viene azzerato, per gli indirizzi IPv6 sono conservati solo i primi tre gruppi), lo user agent del browser, la pagina della scelta e quella di provenienza e un identificativo di sessione casuale. Il testo del banner o dell’avviso che corrisponde a ogni impronta è conservato per 24 mesi, così la prova dice che cosa hai letto. Questa registrazione serve solo a dimostrare il consenso, non viene usata per profilarti ed è conservata per ${consentRecordRetentionMonths} mesi. Se non arriva al nostro server, il browser la conserva, insieme a ogni altra scelta non ancora registrata, e la invia di nuovo alla pagina successiva, che tu la apra da un link del sito o la carichi da capo, e quando torna la connessione.`,
          },
          {
            type: 'p',
            text: 'Il pannello delle preferenze e questa pagina, accanto al pulsante “Gestisci preferenze cookie”, mostrano l’ID del tuo consenso con la data (“Il tuo consenso: ID …”): citalo quando ci scrivi per chiedere della tua scelta. Il consenso vale 12 mesi, poi il banner ti viene riproposto; lo chiediamo di nuovo anche prima, se cambia la versione di questa policy o se la scelta salvata nel tuo browser non ha un ID del consenso, ad esempio perché risale alla versione precedente del sito: di una scelta così non abbiamo alcuna prova.',
          },
          {
            type: 'p',
            text: `Global Privacy Control (GPC) è un segnale con cui il browser comunica a ogni sito che visiti che non vuoi che i tuoi dati personali siano venduti o condivisi con terzi; lo inviano, ad esempio, Firefox nelle finestre private, Brave e DuckDuckGo. Se il tuo browser lo invia, lo rispettiamo come un rifiuto di tutti i cookie non necessari, senza mostrarti il banner: applichiamo la scelta “Solo necessari” e un avviso di una sola riga ti informa che il segnale è rispettato, con il link “Preferenze cookie”. Registriamo questo rifiuto come prova, una sola volta e non a ogni visita, come qualsiasi altra scelta: la registrazione indica che la scelta viene dal segnale del browser, contiene l’impronta (hash) che identifica la versione esatta dell’avviso, il cui testo conserviamo come quelli del banner, dice se il browser inviava il segnale e se la sua richiesta conteneva l’intestazione Sec-GPC, e comprende gli stessi altri dati di ogni registrazione del consenso. Anche questa registrazione è conservata per ${consentRecordRetentionMonths} mesi.`,
          },
          {
            type: 'p',
            text: 'Il segnale non ti toglie la possibilità di scegliere: da “Preferenze cookie” puoi attivare le categorie che desideri, e la scelta che fai nel pannello mentre il segnale è attivo prevale su di esso, anche nelle visite successive; la sua registrazione indica che il segnale era attivo. Se invece in precedenza, senza il segnale, ci avevi dato il consenso a cookie non necessari, quel consenso smette di valere quando il tuo browser inizia a inviarlo: applichiamo e registriamo il rifiuto, e il consenso precedente torna a valere solo se lo confermi dal pannello. Il sito dichiara di rispettare il segnale nel file /.well-known/gpc.json, come prevede la specifica di Global Privacy Control.',
          },
          {
            type: 'p',
            text: 'Google agisce come titolare autonomo secondo la propria informativa (policies.google.com/privacy). I video di YouTube sono incorporati in modalità a privacy avanzata (youtube-nocookie.com) e si caricano solo quando premi il pulsante di riproduzione, che lo dice prima del clic: prima il browser non si collega a YouTube; dopo, YouTube riceve il tuo indirizzo IP e può salvare dati nel browser. Il clic è una tua richiesta esplicita e vale qualunque sia la tua scelta sui cookie.',
          },
          {
            type: 'p',
            text: 'Puoi modificare o revocare le tue scelte in qualsiasi momento, con la stessa facilità con cui le hai espresse: dal link “Preferenze cookie” in fondo a ogni pagina, dal pulsante flottante in basso a destra o dal pulsante “Gestisci preferenze cookie” qui sotto. Puoi inoltre bloccare o cancellare i cookie dalle impostazioni del browser e disattivare Google Analytics su tutti i siti con il componente aggiuntivo tools.google.com/dlpage/gaoptout. Bloccare i cookie necessari può impedire ad alcune parti del sito di funzionare.',
          },
          storedItemsTable('it'),
        ],
      },
      en: {
        title: 'Cookies',
        blocks: [
          {
            type: 'p',
            text: 'Cookies are small text files that a website stores in the visitor’s browser and reads back on later visits; similar technologies, such as the browser’s local storage, are treated the same way. Under article 122 of the Italian Data Protection Code, strictly necessary technical cookies may be used without consent, while all others require your prior, free and specific consent.',
          },
          {
            type: 'p',
            text: 'On your first visit, a banner lets you accept all cookies, keep only the necessary ones or choose category by category; if your browser uses a language other than Italian, the banner is in English, and if it sends the Global Privacy Control signal no banner appears (see below). The X in its top right corner closes it and keeps only the technical cookies, like “Only necessary”. Until you choose, only necessary cookies are active and the website contacts no third-party service. There are four categories:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Necessary',
                text: 'always on, because the website and the features you ask for need them: they remember your cookie choice, the theme and colours you picked, your draft in the contact form until our server confirms it has received it. They require no consent and cannot be switched off.',
              },
              {
                lead: 'Analytics',
                text: 'Google Analytics 4, loaded only with your consent, measures visits and paths with random browser identifiers (the _ga and _ga_* cookies): this data is pseudonymous, not anonymous, and Google receives your IP address. Duration: 24 months.',
              },
              {
                lead: 'Functional',
                text: 'translation with Google Translate for visitors whose browser language is not Italian. With this consent the website translates every page by itself, and Google receives your IP address and the text of the pages. Without it, no request goes to Google: you only get our “Translate this page (Google Translate)” button, which translates, at your explicit request, just the page you press it on; the next page is in Italian again. Duration: 12 months, like the consent; the googtrans cookie until the browser is closed.',
              },
              {
                lead: 'Marketing',
                text: 'no cookie and nothing stored in your browser: only the Consent Mode signals ad_storage, ad_user_data and ad_personalization, which tell Google whether it may use the visit’s data for advertising. We send them to Google only with Google Analytics, so only if you also switched on Analytics; we run no ads.',
              },
            ],
          },
          {
            type: 'p',
            text: 'Until you consent to Analytics, Google Analytics is not loaded and nothing reaches Google. If you withdraw that consent, Google Analytics stops and we delete the _ga and _ga_* cookies; if you withdraw Functional, we delete the googtrans cookie and the page returns to the Italian original.',
          },
          {
            type: 'p',
            text: `Whenever you make or change a choice, we store a record of consent in our own database: a random ID, your choice for each category, how you made it (accept all, only necessary, customised, closing with the X, or refusal through the Global Privacy Control signal), the language of the banner, a fingerprint (hash) of the exact text you saw, whether your browser was sending the Global Privacy Control signal at that moment and whether the request that brought us your choice carried the Sec-GPC header, the date and time, your IP address in anonymised form (for IPv4 addresses the last block of digits is set to zero, for IPv6 addresses only the first three groups are kept), your browser’s user agent, the page of the choice and the page you came from, and a random session identifier. The banner or notice text behind each fingerprint is kept for 24 months, so the record shows what you read. This record is used only to prove consent, is never used to profile you and is kept for ${consentRecordRetentionMonths} months. If it does not reach our server, your browser keeps it, together with any other choice not yet logged, and sends it again on the next page, whether you reach it through a link on the website or load it afresh, and when the connection comes back.`,
          },
          {
            type: 'p',
            text: 'The preferences panel and this page, next to the “Manage cookie preferences” button, show your consent ID with its date (“Your consent: ID …”): quote it when you write to us about your choice. Your consent is valid for 12 months, after which the banner is shown again; we also ask again sooner if the version of this policy changes, or if the choice saved in your browser has no consent ID, for example because it dates from the previous version of the website: we hold no proof of such a choice.',
          },
          {
            type: 'p',
            text: `Global Privacy Control (GPC) is a signal by which your browser tells every website you visit that you do not want your personal data sold or shared with third parties; Firefox in private windows, Brave and DuckDuckGo, for example, send it. If your browser sends it, we honour it as a refusal of all non-necessary cookies, without showing you the banner: we apply the “Only necessary” choice, and a one-line notice tells you that the signal is honoured, with the “Cookie preferences” link. We record this refusal as proof, once and not on every visit, like any other choice: the record says that the choice came from your browser’s signal, holds the fingerprint (hash) that identifies the exact version of the notice, whose text we keep like the banner texts, says whether your browser was sending the signal and whether its request carried the Sec-GPC header, and includes the same other data as every record of consent. This record too is kept for ${consentRecordRetentionMonths} months.`,
          },
          {
            type: 'p',
            text: 'The signal does not take the choice away from you: from “Cookie preferences” you can switch on the categories you want, and a choice you make in the panel while the signal is on prevails over it, on later visits too; its record notes that the signal was on. If, on the other hand, you had earlier consented to non-necessary cookies without the signal, that consent stops counting once your browser starts sending it: we apply and record the refusal, and your earlier consent counts again only if you confirm it in the panel. The website states that it honours the signal in the file /.well-known/gpc.json, as the Global Privacy Control specification provides.',
          },
          {
            type: 'p',
            text: 'Google acts as an independent controller under its own privacy policy (policies.google.com/privacy). YouTube videos are embedded in privacy-enhanced mode (youtube-nocookie.com) and load only when you press their play button, which says so before the click: until then your browser does not connect to YouTube; after it, YouTube receives your IP address and may store data in your browser. The click is your explicit request and works whatever your cookie choice.',
          },
          {
            type: 'p',
            text: 'You can change or withdraw your choices at any time, as easily as you made them: from the “Cookie preferences” link at the bottom of every page, the floating button at the bottom right or the “Manage cookie preferences” button below. You can also block or delete cookies in your browser’s settings and opt out of Google Analytics on all websites with Google’s add-on at tools.google.com/dlpage/gaoptout. Blocking necessary cookies may stop parts of the website from working.',
          },
          storedItemsTable('en'),
        ],
      },
    },
    {
      number: 6,
      it: {
        title: 'Condivisione dei dati',
        blocks: [
          {
            type: 'p',
            text: 'Non vendiamo, non affittiamo e non cediamo in alcun modo i tuoi dati personali a terzi per loro finalità commerciali, e non li diffondiamo. All’interno della nostra organizzazione, i dati sono accessibili solo alle persone autorizzate che ne hanno bisogno per svolgere il proprio lavoro. Possiamo comunicare i dati a soggetti esterni soltanto nei seguenti casi:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Fornitori di servizi',
                text: 'i fornitori descritti nella sezione 4, che trattano i dati come responsabili del trattamento per nostro conto, in base a un contratto ai sensi dell’art. 28 del GDPR e solo nella misura necessaria al servizio che ci forniscono.',
              },
              {
                lead: 'Obblighi di legge',
                text: 'autorità giudiziarie, amministrazione finanziaria, forze dell’ordine e altre autorità pubbliche, quando la comunicazione è imposta dalla legge o da un provvedimento; professionisti vincolati al segreto professionale, come il commercialista o il consulente legale, per adempimenti fiscali o per la tutela dei nostri diritti.',
              },
              {
                lead: 'Operazioni societarie',
                text: 'in caso di fusione, scissione, cessione o conferimento dell’azienda o di un suo ramo, i dati possono essere trasferiti al soggetto subentrante, che sarà tenuto a rispettare questa informativa o a fornirtene una nuova; ti informeremo prima che ciò avvenga.',
              },
              {
                lead: 'Con il tuo consenso',
                text: 'in ogni altro caso, ad esempio se ci chiedi di presentarti a un partner tecnologico, condivideremo i tuoi dati solo dopo averti informato e ottenuto il tuo consenso esplicito.',
              },
            ],
          },
          {
            type: 'p',
            text: 'I soggetti che ricevono i dati per obbligo di legge o per finalità proprie, come le autorità e i professionisti citati, li trattano come titolari autonomi del trattamento.',
          },
        ],
      },
      en: {
        title: 'Data sharing',
        blocks: [
          {
            type: 'p',
            text: 'We never sell, rent or otherwise hand over your personal data to third parties for their own commercial purposes, and we never publish it. Within our organisation, only authorised people who need the data to do their job can access it. We may disclose data to outside parties only in the following cases:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Service providers',
                text: 'the providers described in section 4, who process data as processors on our behalf, under a contract that meets article 28 of the GDPR and only to the extent needed for the service they provide to us.',
              },
              {
                lead: 'Legal requirements',
                text: 'courts, tax authorities, law enforcement and other public authorities, where the law or an order requires it; and professionals bound by professional secrecy, such as our accountant or legal adviser, for tax compliance or to protect our legal rights.',
              },
              {
                lead: 'Business transfers',
                text: 'if the company or part of its business is merged, demerged, sold or contributed to another entity, data may pass to the new owner, who will be bound to honour this notice or to give you a new one; we will tell you before this happens.',
              },
              {
                lead: 'With your consent',
                text: 'in any other case, for example if you ask us to introduce you to a technology partner, we will share your data only after informing you and obtaining your explicit consent.',
              },
            ],
          },
          {
            type: 'p',
            text: 'Recipients that receive data because of a legal obligation or for their own purposes, such as the authorities and professionals mentioned above, handle it as independent controllers.',
          },
        ],
      },
    },
    {
      number: 7,
      it: {
        title: 'Trasferimenti internazionali',
        blocks: [
          {
            type: 'p',
            text: 'Trattiamo i dati prevalentemente all’interno dello Spazio economico europeo. Alcuni dei fornitori che utilizziamo, come Google per Google Analytics, YouTube e Google Traduttore, o i fornitori degli strumenti di invio e-mail, prenotazione, automazione e CRM, hanno sede o server negli Stati Uniti, o possono accedere ai dati da lì, anche solo per attività di assistenza tecnica. Questo comporta un trasferimento di dati verso un Paese terzo ai sensi del Capo V del GDPR.',
          },
          {
            type: 'p',
            text: 'Effettuiamo questi trasferimenti solo in presenza di garanzie adeguate:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Decisione di adeguatezza',
                text: 'per i fornitori statunitensi certificati nell’ambito dell’EU-U.S. Data Privacy Framework, il trasferimento si basa sulla decisione di adeguatezza adottata dalla Commissione europea il 10 luglio 2023 ai sensi dell’art. 45 del GDPR.',
              },
              {
                lead: 'Clausole contrattuali tipo',
                text: 'per i fornitori non certificati, o come garanzia ulteriore, il trasferimento si basa sulle clausole contrattuali tipo approvate dalla Commissione europea con la decisione di esecuzione (UE) 2021/914, ai sensi dell’art. 46 del GDPR.',
              },
              {
                lead: 'Misure supplementari',
                text: 'quando necessario, a seguito di una valutazione del rischio del trasferimento, adottiamo misure aggiuntive come la cifratura dei dati in transito e a riposo, l’anonimizzazione o pseudonimizzazione e la riduzione dei dati trasferiti al minimo indispensabile, secondo le raccomandazioni del Comitato europeo per la protezione dei dati.',
              },
            ],
          },
          {
            type: 'p',
            text: 'Puoi chiederci informazioni sui trasferimenti che ti riguardano e una copia delle garanzie adottate scrivendo ai recapiti indicati nella sezione Contatti.',
          },
        ],
      },
      en: {
        title: 'International transfers',
        blocks: [
          {
            type: 'p',
            text: 'We mainly process data within the European Economic Area. However, some of our providers, such as Google for Google Analytics, YouTube and Google Translate, and the providers of our e-mail delivery, booking, automation and CRM tools, are based or have servers in the United States, or may access data from there, if only for technical support. This is a transfer of data to a third country within the meaning of Chapter V of the GDPR.',
          },
          {
            type: 'p',
            text: 'We make such transfers only where appropriate safeguards are in place:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Adequacy decision',
                text: 'for US providers certified under the EU-U.S. Data Privacy Framework, the transfer relies on the adequacy decision adopted by the European Commission on 10 July 2023 under article 45 of the GDPR.',
              },
              {
                lead: 'Standard Contractual Clauses',
                text: 'for providers that are not certified, or as an additional safeguard, the transfer relies on the Standard Contractual Clauses approved by the European Commission in Implementing Decision (EU) 2021/914, under article 46 of the GDPR.',
              },
              {
                lead: 'Supplementary measures',
                text: 'where a transfer risk assessment shows they are needed, we add further measures such as encryption in transit and at rest, anonymisation or pseudonymisation, and keeping the data transferred to the strict minimum, in line with the recommendations of the European Data Protection Board.',
              },
            ],
          },
          {
            type: 'p',
            text: 'You can ask us about the transfers that concern you and request a copy of the safeguards in place, using the details in the Contact section.',
          },
        ],
      },
    },
    {
      number: 8,
      it: {
        title: 'Conservazione dei dati',
        blocks: [
          {
            type: 'p',
            text: 'Conserviamo i dati personali solo per il tempo necessario alle finalità per cui sono stati raccolti. I criteri sono la durata del rapporto con te, gli obblighi di legge di conservazione, i termini di prescrizione (in via ordinaria dieci anni, art. 2946 del Codice Civile) e l’esigenza di difenderci in caso di contestazioni.',
          },
          {
            type: 'p',
            text: 'In concreto, applichiamo i seguenti periodi di conservazione:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Dati dell’account',
                text: 'per tutta la durata dell’account e per i 2 anni successivi alla sua chiusura.',
              },
              {
                lead: 'Dati di fatturazione',
                text: '10 anni, come richiesto dall’art. 2220 del Codice Civile e dalla normativa fiscale.',
              },
              { lead: 'Comunicazioni', text: '3 anni dall’ultimo scambio.' },
              {
                lead: 'Richieste inviate dal modulo di contatto',
                text: `${contactRequestPeriod.it} dal loro arrivo, poi cancellate automaticamente; le impronte usate per i limiti anti-abuso da 10 minuti a un giorno.`,
              },
              { lead: 'Dati per finalità di marketing', text: 'fino alla revoca del consenso o all’opposizione.' },
              { lead: 'Registrazioni del consenso ai cookie', text: `${consentRecordRetentionMonths} mesi.` },
              { lead: 'Log del server', text: '6 mesi.' },
              { lead: 'Dati dello strumento di prenotazione', text: '24 mesi.' },
              {
                lead: 'Dati degli strumenti di automazione',
                text: 'per la durata del flusso di lavoro e per i 12 mesi successivi.',
              },
              {
                lead: 'Dati e-mail e CRM',
                text: 'per la durata del rapporto e per i 2 anni successivi alla sua conclusione.',
              },
            ],
          },
          {
            type: 'p',
            text: 'Alla scadenza di questi periodi i dati vengono cancellati o resi anonimi in modo irreversibile. Le copie di backup vengono sovrascritte secondo i normali cicli di rotazione. Se è in corso una contestazione, un procedimento o una richiesta dell’autorità, possiamo conservare i dati necessari fino alla sua definitiva conclusione, limitandone l’uso a questa sola finalità.',
          },
        ],
      },
      en: {
        title: 'Data retention',
        blocks: [
          {
            type: 'p',
            text: 'We keep personal data only for as long as the purposes for which it was collected require. The criteria are the length of our relationship with you, legal record-keeping obligations, limitation periods for claims (generally ten years under article 2946 of the Italian Civil Code) and the need to defend ourselves in a dispute.',
          },
          {
            type: 'p',
            text: 'In practice, we apply the following retention periods:',
          },
          {
            type: 'ul',
            items: [
              { lead: 'Account data', text: 'for the life of the account and 2 years after it is closed.' },
              {
                lead: 'Billing data',
                text: '10 years, as required by article 2220 of the Italian Civil Code and by tax law.',
              },
              { lead: 'Communications', text: '3 years from the last exchange.' },
              {
                lead: 'Contact form requests',
                text: `${contactRequestPeriod.en} from their arrival, then deleted automatically; the fingerprints used for the anti-abuse limits from 10 minutes to one day.`,
              },
              { lead: 'Marketing data', text: 'until you withdraw your consent or object.' },
              { lead: 'Cookie consent records', text: `${consentRecordRetentionMonths} months.` },
              { lead: 'Server logs', text: '6 months.' },
              { lead: 'Booking tool data', text: '24 months.' },
              { lead: 'Automation data', text: 'for the duration of the workflow and 12 months afterwards.' },
              { lead: 'E-mail and CRM data', text: 'for the duration of the relationship and 2 years after it ends.' },
            ],
          },
          {
            type: 'p',
            text: 'When these periods expire, the data is deleted or irreversibly anonymised. Backup copies are overwritten in the normal rotation cycle. If a dispute, legal proceedings or an authority’s request is pending, we may keep the data needed until it is finally resolved, and use it for that purpose only.',
          },
        ],
      },
    },
    {
      number: 9,
      it: {
        title: 'Sicurezza',
        blocks: [
          {
            type: 'p',
            text: 'In conformità all’art. 32 del GDPR adottiamo misure tecniche e organizzative adeguate al rischio, tenendo conto dello stato dell’arte, della natura dei dati e delle finalità del trattamento. Tra queste:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Cifratura',
                text: 'tutte le comunicazioni con il sito avvengono tramite connessione protetta HTTPS (TLS) e, dove i fornitori lo consentono, i dati sono cifrati anche quando sono archiviati.',
              },
              {
                lead: 'Controllo degli accessi',
                text: 'ogni persona accede solo ai dati di cui ha bisogno per il proprio lavoro, con credenziali personali e, dove disponibile, autenticazione a più fattori; gli accessi vengono revocati quando non sono più necessari.',
              },
              {
                lead: 'Monitoraggio',
                text: 'sorvegliamo il funzionamento dei sistemi e i log per individuare tempestivamente anomalie, accessi non autorizzati e tentativi di abuso; il sito applica inoltre intestazioni di sicurezza che limitano le risorse esterne che le pagine possono caricare.',
              },
              {
                lead: 'Backup',
                text: 'eseguiamo copie di sicurezza periodiche dei dati e verifichiamo la possibilità di ripristinarli, per garantirne la disponibilità anche in caso di guasti o incidenti.',
              },
              {
                lead: 'Formazione del personale',
                text: 'le persone che trattano dati personali ricevono istruzioni scritte, sono vincolate alla riservatezza e partecipano a momenti periodici di formazione su protezione dei dati e sicurezza informatica.',
              },
              {
                lead: 'Audit e verifiche',
                text: 'riesaminiamo periodicamente le misure adottate, i fornitori a cui ci affidiamo e le configurazioni dei sistemi, e aggiorniamo le misure quando emergono nuovi rischi.',
              },
            ],
          },
          {
            type: 'p',
            text: 'Disponiamo di una procedura per la gestione delle violazioni dei dati personali (data breach). Ogni violazione viene valutata, documentata in un apposito registro come richiesto dall’art. 33, paragrafo 5, del GDPR e, salvo che sia improbabile che presenti un rischio per i diritti e le libertà delle persone, notificata al Garante per la protezione dei dati personali entro 72 ore dal momento in cui ne siamo venuti a conoscenza, ai sensi dell’art. 33 del GDPR. Se la violazione è suscettibile di presentare un rischio elevato per i tuoi diritti e le tue libertà, te ne daremo comunicazione senza ingiustificato ritardo, come previsto dall’art. 34 del GDPR, indicando le misure adottate e quelle che puoi prendere per proteggerti.',
          },
          {
            type: 'p',
            text: 'Nessun sistema è sicuro al cento per cento: ti chiediamo di non inviarci password o altre credenziali tramite il modulo o per e-mail e di segnalarci subito eventuali anomalie o vulnerabilità.',
          },
        ],
      },
      en: {
        title: 'Security',
        blocks: [
          {
            type: 'p',
            text: 'In line with article 32 of the GDPR, we apply technical and organisational measures appropriate to the risk, taking into account the state of the art, the nature of the data and the purposes of processing. They include:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Encryption',
                text: 'all communication with the website goes over a secure HTTPS (TLS) connection and, where our providers support it, data is also encrypted at rest.',
              },
              {
                lead: 'Access control',
                text: 'each person can reach only the data they need for their work, using personal credentials and, where available, multi-factor authentication; access is revoked when it is no longer needed.',
              },
              {
                lead: 'Monitoring',
                text: 'we watch how our systems behave and review logs so that we can spot anomalies, unauthorised access and abuse quickly; the website also sends security headers that restrict which outside resources its pages may load.',
              },
              {
                lead: 'Backups',
                text: 'we back up data regularly and test that it can be restored, so that it stays available even after a failure or incident.',
              },
              {
                lead: 'Staff training',
                text: 'everyone who handles personal data receives written instructions, is bound by confidentiality and takes part in regular training on data protection and information security.',
              },
              {
                lead: 'Audits and reviews',
                text: 'we periodically review our measures, the providers we rely on and our system configurations, and we update our measures when new risks emerge.',
              },
            ],
          },
          {
            type: 'p',
            text: 'We have a procedure for handling personal data breaches. Every breach is assessed and recorded in a dedicated register, as article 33(5) of the GDPR requires, and, unless it is unlikely to result in a risk to people’s rights and freedoms, notified to the Italian data protection authority (Garante per la protezione dei dati personali) within 72 hours of our becoming aware of it, under article 33 of the GDPR. If the breach is likely to result in a high risk to your rights and freedoms, we will tell you without undue delay, as article 34 of the GDPR requires, explaining what we have done and what you can do to protect yourself.',
          },
          {
            type: 'p',
            text: 'No system is one hundred per cent secure: please do not send us passwords or other credentials through the form or by e-mail, and report any anomaly or vulnerability you notice straight away.',
          },
        ],
      },
    },
    {
      number: 10,
      it: {
        title: 'I tuoi diritti',
        blocks: [
          {
            type: 'p',
            text: 'Gli articoli da 15 a 22 del GDPR ti riconoscono diversi diritti sui tuoi dati personali, che puoi esercitare gratuitamente e in qualsiasi momento:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Accesso (art. 15)',
                text: 'sapere se trattiamo dati che ti riguardano e, in tal caso, ottenerne copia insieme alle informazioni su finalità, destinatari, tempi di conservazione e origine dei dati.',
              },
              {
                lead: 'Rettifica (art. 16)',
                text: 'ottenere la correzione dei dati inesatti e l’integrazione di quelli incompleti.',
              },
              {
                lead: 'Cancellazione (art. 17)',
                text: 'ottenere la cancellazione dei dati quando non sono più necessari, quando revochi il consenso o ti opponi al trattamento, o quando sono trattati illecitamente, salvo che la conservazione sia imposta dalla legge o necessaria per la tutela di un diritto.',
              },
              {
                lead: 'Limitazione (art. 18)',
                text: 'ottenere che i dati siano solo conservati e non altrimenti utilizzati, ad esempio mentre verifichiamo la correttezza dei dati che hai contestato.',
              },
              {
                lead: 'Portabilità (art. 20)',
                text: 'ricevere in un formato strutturato, di uso comune e leggibile da dispositivo automatico i dati che ci hai fornito e che trattiamo sulla base del consenso o di un contratto con strumenti automatizzati, e chiederne la trasmissione a un altro titolare.',
              },
              {
                lead: 'Opposizione (art. 21)',
                text: 'opporti in qualsiasi momento, per motivi connessi alla tua situazione particolare, ai trattamenti basati sul legittimo interesse e, senza necessità di motivazione, al trattamento per finalità di marketing diretto.',
              },
              {
                lead: 'Revoca del consenso (art. 7, paragrafo 3)',
                text: 'revocare in qualsiasi momento il consenso prestato, con la stessa facilità con cui lo hai dato, senza pregiudicare la liceità del trattamento svolto prima della revoca.',
              },
            ],
          },
          {
            type: 'p',
            text: 'Non adottiamo decisioni basate unicamente su trattamenti automatizzati, compresa la profilazione, che producano effetti giuridici nei tuoi confronti o che incidano in modo analogo significativamente sulla tua persona ai sensi dell’art. 22 del GDPR. Se in futuro dovessimo farlo, ti informeremo in anticipo e ti garantiremo l’intervento umano.',
          },
          {
            type: 'p',
            text: `Per esercitare i tuoi diritti scrivi a ${agency.email} oppure invia una lettera a ${agency.legalName}, ${postalAddress}, specificando quale diritto intendi esercitare. Per proteggere i tuoi dati, potremmo chiederti informazioni aggiuntive per verificare la tua identità. L’esercizio dei diritti è gratuito; solo in caso di richieste manifestamente infondate o eccessive, in particolare se ripetitive, possiamo addebitare un contributo spese ragionevole o rifiutare di darvi seguito, come consentito dall’art. 12, paragrafo 5, del GDPR.`,
          },
          {
            type: 'p',
            text: 'Rispondiamo entro 30 giorni dal ricevimento della richiesta. Se la richiesta è particolarmente complessa o se ne riceviamo molte, il termine può essere prorogato di ulteriori due mesi, come consentito dall’art. 12, paragrafo 3, del GDPR: in tal caso ti informeremo della proroga e dei motivi entro i primi 30 giorni. Comunicheremo inoltre le rettifiche, le cancellazioni e le limitazioni ai destinatari a cui i dati sono stati trasmessi, come previsto dall’art. 19 del GDPR.',
          },
        ],
      },
      en: {
        title: 'Your rights',
        blocks: [
          {
            type: 'p',
            text: 'Articles 15 to 22 of the GDPR give you a number of rights over your personal data, which you can exercise free of charge and at any time:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Access (article 15)',
                text: 'to find out whether we process data about you and, if so, to receive a copy together with information on purposes, recipients, retention periods and where the data came from.',
              },
              {
                lead: 'Rectification (article 16)',
                text: 'to have inaccurate data corrected and incomplete data completed.',
              },
              {
                lead: 'Erasure (article 17)',
                text: 'to have your data deleted when it is no longer needed, when you withdraw consent or object to processing, or when it has been processed unlawfully, unless the law requires us to keep it or we need it to establish or defend a legal claim.',
              },
              {
                lead: 'Restriction (article 18)',
                text: 'to have your data only stored and not otherwise used, for example while we check the accuracy of data you have challenged.',
              },
              {
                lead: 'Portability (article 20)',
                text: 'to receive, in a structured, commonly used and machine-readable format, the data you gave us that we process by automated means on the basis of consent or a contract, and to have it sent to another controller.',
              },
              {
                lead: 'Objection (article 21)',
                text: 'to object at any time, on grounds relating to your particular situation, to processing based on legitimate interests and, without giving any reason, to processing for direct marketing.',
              },
              {
                lead: 'Withdrawal of consent (article 7(3))',
                text: 'to withdraw any consent you have given at any time, as easily as you gave it, without affecting the lawfulness of processing carried out before the withdrawal.',
              },
            ],
          },
          {
            type: 'p',
            text: 'We do not take decisions based solely on automated processing, including profiling, that produce legal effects concerning you or similarly significantly affect you within the meaning of article 22 of the GDPR. If we ever did, we would tell you in advance and guarantee human intervention.',
          },
          {
            type: 'p',
            text: `To exercise your rights, write to ${agency.email} or send a letter to ${agency.legalName}, ${postalAddress}, Italy, saying which right you wish to exercise. To protect your data, we may ask for additional information to confirm your identity. Exercising your rights is free; only where a request is manifestly unfounded or excessive, in particular because it is repetitive, may we charge a reasonable fee or refuse to act on it, as article 12(5) of the GDPR allows.`,
          },
          {
            type: 'p',
            text: 'We reply within 30 days of receiving your request. If the request is particularly complex, or if we receive a large number of requests, this period may be extended by two further months, as article 12(3) of the GDPR allows; if so, we will tell you about the extension and the reasons for it within the first 30 days. We will also pass on any rectification, erasure or restriction to the recipients to whom the data was disclosed, as article 19 of the GDPR requires.',
          },
        ],
      },
    },
    {
      number: 11,
      it: {
        title: 'Modifiche alla policy',
        blocks: [
          {
            type: 'p',
            text: 'Possiamo aggiornare questa policy per modifiche normative, indicazioni delle autorità, nuovi servizi o funzionalità del sito o cambiamenti nei fornitori. La data dell’ultimo aggiornamento è sempre indicata in cima alla pagina.',
          },
          {
            type: 'p',
            text: 'Quando le modifiche sono rilevanti, ad esempio perché riguardano nuove finalità, nuove categorie di dati, nuovi destinatari o trasferimenti verso altri Paesi, te ne informeremo prima che diventino efficaci con un avviso ben visibile sul sito e, se abbiamo con te un rapporto in corso, anche via e-mail. Se una modifica riguarda i cookie, il banner ti verrà riproposto perché tu possa confermare o modificare le tue scelte.',
          },
          {
            type: 'p',
            text: 'Se una nuova finalità richiede il tuo consenso, non tratteremo i tuoi dati per quella finalità finché non lo avrai prestato. Le versioni precedenti di questa policy sono conservate e puoi richiederle in qualsiasi momento ai recapiti indicati nella sezione Contatti.',
          },
        ],
      },
      en: {
        title: 'Changes to this policy',
        blocks: [
          {
            type: 'p',
            text: 'We may update this policy to reflect changes in the law, guidance from the authorities, new services or website features, or changes in our providers. The date of the latest update is always shown at the top of the page.',
          },
          {
            type: 'p',
            text: 'When changes are significant, for example because they concern new purposes, new categories of data, new recipients or transfers to other countries, we will let you know before they take effect through a clearly visible notice on the website and, if we have an ongoing relationship with you, by e-mail as well. If a change concerns cookies, the banner will be shown again so that you can confirm or change your choices.',
          },
          {
            type: 'p',
            text: 'If a new purpose requires your consent, we will not use your data for that purpose until you have given it. We keep previous versions of this policy, and you can ask for them at any time using the details in the Contact section.',
          },
        ],
      },
    },
    {
      number: 12,
      it: {
        title: 'Reclami',
        blocks: [
          {
            type: 'p',
            text: `Se ritieni che il trattamento dei tuoi dati non sia corretto, ti invitiamo a contattarci per prima cosa a ${agency.email}: esamineremo la tua segnalazione con attenzione e cercheremo insieme a te una soluzione amichevole nel più breve tempo possibile.`,
          },
          {
            type: 'p',
            text: 'Resta comunque fermo il tuo diritto di proporre reclamo all’autorità di controllo, ai sensi dell’art. 77 del GDPR e degli articoli 140-bis e seguenti del Codice privacy. In Italia l’autorità competente è:',
          },
          {
            type: 'ul',
            items: [
              { lead: 'Autorità', text: 'Garante per la protezione dei dati personali' },
              { lead: 'Indirizzo', text: 'Piazza Venezia 11, 00187 Roma' },
              {
                lead: 'Sito web',
                text: 'www.garanteprivacy.it, dove sono disponibili il modello di reclamo e le istruzioni per presentarlo',
              },
              { lead: 'E-mail e PEC', text: 'protocollo@gpdp.it, protocollo@pec.gpdp.it' },
            ],
          },
          {
            type: 'p',
            text: 'Se risiedi o lavori in un altro Stato membro dell’Unione europea, oppure se la presunta violazione è avvenuta altrove, puoi rivolgerti anche all’autorità di controllo di quello Stato. Hai inoltre il diritto di agire davanti all’autorità giudiziaria (art. 79 del GDPR), in alternativa al reclamo per la stessa questione.',
          },
        ],
      },
      en: {
        title: 'Complaints',
        blocks: [
          {
            type: 'p',
            text: `If you think your data has not been handled properly, please contact us first at ${agency.email}: we will look into your concern carefully and work with you to find an amicable solution as quickly as possible.`,
          },
          {
            type: 'p',
            text: 'You always keep the right to lodge a complaint with a supervisory authority, under article 77 of the GDPR and articles 140-bis and following of the Italian Data Protection Code. In Italy, the competent authority is:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Authority',
                text: 'Garante per la protezione dei dati personali (Italian data protection authority)',
              },
              { lead: 'Address', text: 'Piazza Venezia 11, 00187 Roma, Italy' },
              {
                lead: 'Website',
                text: 'www.garanteprivacy.it, where you will find the complaint form and instructions on how to file it',
              },
              { lead: 'E-mail and certified e-mail (PEC)', text: 'protocollo@gpdp.it, protocollo@pec.gpdp.it' },
            ],
          },
          {
            type: 'p',
            text: 'If you live or work in another EU Member State, or the alleged infringement took place there, you may also turn to that country’s supervisory authority. You also have the right to go to court (article 79 of the GDPR), as an alternative to a complaint on the same matter.',
          },
        ],
      },
    },
    {
      number: 13,
      it: {
        title: 'Contatti',
        blocks: [
          {
            type: 'p',
            text: 'Per qualsiasi domanda su questa policy, sui cookie o sul trattamento dei tuoi dati personali, e per esercitare i tuoi diritti, puoi contattarci:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Per e-mail',
                text: `all’indirizzo ${agency.email}, indicando “Privacy” nell’oggetto del messaggio.`,
              },
              {
                lead: 'Per posta',
                text: `scrivendo a ${agency.legalName}, ${postalAddress}, ${agency.address.countryName}.`,
              },
            ],
          },
          {
            type: 'p',
            text: 'Se preferisci parlarne a voce, puoi prenotare una chiamata con il nostro team dalla pagina Contatti del sito: ti spiegheremo come trattiamo i tuoi dati e ti aiuteremo a presentare la tua richiesta.',
          },
          {
            type: 'p',
            text: 'Ci impegniamo a rispondere alle domande generali entro 5 giorni lavorativi e alle richieste di esercizio dei diritti entro i termini indicati nella sezione 10, cioè entro 30 giorni, salvo proroga motivata. Se non possiamo accogliere una richiesta, ti spiegheremo il perché.',
          },
        ],
      },
      en: {
        title: 'Contact',
        blocks: [
          {
            type: 'p',
            text: 'For any question about this policy, cookies or the processing of your personal data, and to exercise your rights, you can contact us:',
          },
          {
            type: 'ul',
            items: [
              { lead: 'By e-mail', text: `at ${agency.email}, with “Privacy” in the subject line.` },
              { lead: 'By post', text: `writing to ${agency.legalName}, ${postalAddress}, Italy.` },
            ],
          },
          {
            type: 'p',
            text: 'If you would rather talk it through, you can book a call with our team from the Contact page of the website: we will explain how we handle your data and help you make your request.',
          },
          {
            type: 'p',
            text: 'We commit to answering general questions within 5 business days, and requests to exercise your rights within the time limits set out in section 10, that is, within 30 days unless an extension is justified. If we cannot grant a request, we will explain why.',
          },
        ],
      },
    },
  ],
}
