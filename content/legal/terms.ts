/**
 * Termini e Condizioni / Terms and Conditions, in Italian and English.
 * The agency's identity (names, VAT number, address, e-mail) comes from content/agency.ts.
 */
import { agency, postalAddress } from '@/content/agency'
import type { LegalDocument } from '@/content/legal/types'

export const termsDocument: LegalDocument = {
  updatedOn: '2025-05-01',
  header: {
    it: {
      title: 'Termini e Condizioni',
      subtitle:
        'Le regole che valgono quando visiti il sito e quando scegli i nostri servizi e prodotti: chi siamo, cosa offriamo, cosa ci impegniamo a fare e cosa chiediamo a te.',
      lastUpdated: 'Ultimo aggiornamento: 1 maggio 2025',
    },
    en: {
      title: 'Terms and Conditions',
      subtitle:
        'The rules that apply when you visit this website and when you work with us: who we are, what we offer, what we commit to and what we ask of you.',
      lastUpdated: 'Last updated: May 1, 2025',
    },
  },
  sections: [
    {
      number: 1,
      it: {
        title: 'Introduzione',
        blocks: [
          {
            type: 'p',
            text: `I presenti Termini e Condizioni (di seguito, i “Termini”) regolano l’accesso e l’utilizzo del sito web di ${agency.name} e dei contenuti in esso pubblicati e, per quanto non diversamente previsto dagli accordi conclusi con ciascun cliente, la fornitura dei servizi e dei prodotti offerti da ${agency.legalName}, con sede legale in ${postalAddress}, Partita IVA ${agency.vatNumber} (di seguito, l’“Agenzia”, “noi” o “ci”).`,
          },
          {
            type: 'p',
            text: `${agency.name} è un’agenzia italiana che progetta e sviluppa software su misura, agenti di intelligenza artificiale e chatbot, accompagna le imprese con piani di crescita che uniscono marketing e consulenza e distribuisce prodotti software pronti all’uso. Questi Termini descrivono le regole generali del rapporto con chi visita il sito e con chi decide di lavorare con noi.`,
          },
          {
            type: 'p',
            text: 'Abbiamo scritto questo documento cercando di usare un linguaggio chiaro e di evitare formule inutilmente complesse, senza rinunciare alla precisione che un testo di questo tipo richiede. Ti invitiamo a leggerlo con attenzione prima di utilizzare il sito, di inviarci una richiesta o di acquistare un servizio o un prodotto.',
          },
          {
            type: 'p',
            text: 'I Termini si affiancano alla Privacy e Cookie Policy, che descrive come trattiamo i dati personali, e ai documenti contrattuali che concordiamo con ciascun cliente, come preventivi, offerte, contratti di sviluppo e condizioni di licenza dei prodotti. Se un accordo sottoscritto con il cliente disciplina un aspetto in modo diverso dai Termini, prevale l’accordo specifico, fermo restando il rispetto delle norme inderogabili di legge.',
          },
          {
            type: 'p',
            text: `Se qualcosa non ti è chiaro, scrivici a ${agency.email}: preferiamo rispondere a una domanda in più che lasciare un dubbio irrisolto.`,
          },
        ],
      },
      en: {
        title: 'Introduction',
        blocks: [
          {
            type: 'p',
            text: `These Terms and Conditions (the “Terms”) govern your access to and use of the ${agency.name} website and the content published on it. Unless the agreement we sign with a customer says otherwise, they also govern the services and products supplied by ${agency.legalName}, registered office at ${postalAddress}, Italy, VAT number ${agency.vatNumber} (the “Agency”, “we”, “us” or “our”).`,
          },
          {
            type: 'p',
            text: `${agency.name} is an Italian agency that designs and builds custom software, AI agents and chatbots, supports businesses with growth plans that combine marketing and consulting, and offers ready-made software products. These Terms set out the general rules of our relationship with everyone who visits the website and with everyone who chooses to work with us.`,
          },
          {
            type: 'p',
            text: 'We have tried to write this document in plain language and to avoid needless legal jargon, without giving up the precision a text of this kind requires. Please read it carefully before using the website, sending us a request or buying one of our services or products.',
          },
          {
            type: 'p',
            text: 'The Terms sit alongside our Privacy and Cookie Policy, which explains how we handle personal data, and alongside the contract documents we agree with each customer, such as quotes, proposals, development agreements and product licence terms. Where a signed agreement with a customer deals with a matter differently, that agreement prevails, always within the limits of mandatory law.',
          },
          {
            type: 'p',
            text: `If anything is unclear, write to us at ${agency.email}. We would much rather answer one more question than leave you with a doubt.`,
          },
        ],
      },
    },
    {
      number: 2,
      it: {
        title: 'Definizioni',
        blocks: [
          {
            type: 'p',
            text: 'Nei presenti Termini, i termini indicati di seguito con la lettera iniziale maiuscola hanno il significato qui attribuito, sia al singolare sia al plurale:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Agenzia',
                text: `${agency.legalName}, con sede legale in ${postalAddress}, Partita IVA ${agency.vatNumber}, che opera con il marchio ${agency.name}.`,
              },
              {
                lead: 'Sito',
                text: `il sito web di ${agency.name}, comprese tutte le sue pagine, sezioni, moduli e funzionalità, in qualunque lingua siano visualizzati.`,
              },
              {
                lead: 'Utente',
                text: 'qualsiasi persona fisica che accede al Sito o lo utilizza, a qualunque titolo, anche solo per consultarne i contenuti.',
              },
              {
                lead: 'Cliente',
                text: 'la persona fisica o giuridica che richiede o acquista dall’Agenzia uno o più Servizi o Prodotti, sulla base di un’Offerta accettata o di un Contratto.',
              },
              {
                lead: 'Consumatore',
                text: 'il Cliente persona fisica che agisce per scopi estranei all’attività imprenditoriale, commerciale, artigianale o professionale eventualmente svolta, ai sensi dell’art. 3 del Codice del Consumo.',
              },
              {
                lead: 'Servizi',
                text: 'le attività professionali prestate dall’Agenzia, tra cui lo sviluppo di software su misura, la progettazione e realizzazione di agenti AI e chatbot, i piani di crescita di marketing e consulenza, la messa a disposizione di team di sviluppo dedicati, nonché le attività di manutenzione, assistenza e formazione collegate.',
              },
              {
                lead: 'Prodotti',
                text: 'i software standard sviluppati dall’Agenzia e resi disponibili ai Clienti in licenza, con licenza perpetua oppure in abbonamento, secondo le condizioni indicate per ciascun Prodotto.',
              },
              {
                lead: 'Offerta',
                text: 'il preventivo o la proposta scritta con cui l’Agenzia descrive oggetto, tempi, corrispettivi e condizioni di uno specifico Servizio o Prodotto.',
              },
              {
                lead: 'Contratto',
                text: 'l’accordo tra l’Agenzia e il Cliente, costituito dall’Offerta accettata, dagli eventuali allegati tecnici e dai presenti Termini, per quanto applicabili.',
              },
              {
                lead: 'Deliverable',
                text: 'il software, il codice sorgente, la documentazione, le configurazioni, i contenuti e ogni altro risultato realizzato dall’Agenzia appositamente per il Cliente in esecuzione di un Contratto.',
              },
              {
                lead: 'Materiali del Cliente',
                text: 'i dati, i testi, le immagini, i marchi, i documenti, le basi di conoscenza e ogni altro materiale che il Cliente fornisce all’Agenzia per l’esecuzione dei Servizi.',
              },
              {
                lead: 'Contenuti',
                text: 'i testi, le immagini, i video, la grafica, i loghi, il codice e ogni altro elemento pubblicato sul Sito.',
              },
              {
                lead: 'Codice del Consumo',
                text: 'il Decreto Legislativo 6 settembre 2005, n. 206, e successive modificazioni.',
              },
            ],
          },
          {
            type: 'p',
            text: 'I titoli delle sezioni hanno funzione puramente indicativa e non incidono sull’interpretazione delle singole clausole. Ogni riferimento a una norma di legge si intende fatto alla norma nella versione di volta in volta vigente.',
          },
        ],
      },
      en: {
        title: 'Definitions',
        blocks: [
          {
            type: 'p',
            text: 'In these Terms, the capitalised words below have the following meanings, whether used in the singular or the plural:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Agency',
                text: `${agency.legalName}, registered office at ${postalAddress}, Italy, VAT number ${agency.vatNumber}, trading as ${agency.name}.`,
              },
              {
                lead: 'Website',
                text: `the ${agency.name} website, including all of its pages, sections, forms and features, in whatever language they are displayed.`,
              },
              {
                lead: 'User',
                text: 'any natural person who accesses or uses the Website for any reason, including simply to read its content.',
              },
              {
                lead: 'Customer',
                text: 'any individual or legal entity that requests or buys one or more Services or Products from the Agency on the basis of an accepted Proposal or a Contract.',
              },
              {
                lead: 'Consumer',
                text: 'a Customer who is a natural person acting for purposes outside any trade, business, craft or profession they may carry on, as defined in article 3 of the Italian Consumer Code.',
              },
              {
                lead: 'Services',
                text: 'the professional work the Agency performs, including custom software development, the design and delivery of AI agents and chatbots, marketing and consulting growth plans, dedicated development teams, and the related maintenance, support and training.',
              },
              {
                lead: 'Products',
                text: 'the standard software the Agency develops and makes available to Customers under licence, either as a perpetual licence or as a subscription, on the terms stated for each Product.',
              },
              {
                lead: 'Proposal',
                text: 'the written quote or proposal in which the Agency describes the scope, timing, fees and conditions of a specific Service or Product.',
              },
              {
                lead: 'Contract',
                text: 'the agreement between the Agency and the Customer, made up of the accepted Proposal, any technical annexes and, to the extent applicable, these Terms.',
              },
              {
                lead: 'Deliverables',
                text: 'the software, source code, documentation, configurations, content and any other output the Agency creates specifically for the Customer under a Contract.',
              },
              {
                lead: 'Customer Materials',
                text: 'the data, text, images, trademarks, documents, knowledge bases and any other material the Customer provides to the Agency so that the Services can be performed.',
              },
              {
                lead: 'Content',
                text: 'the text, images, videos, graphics, logos, code and any other material published on the Website.',
              },
              {
                lead: 'Italian Consumer Code',
                text: 'Legislative Decree no. 206 of 6 September 2005 (Codice del Consumo), as amended.',
              },
            ],
          },
          {
            type: 'p',
            text: 'Section headings are for convenience only and do not affect how the clauses are interpreted. Any reference to a statutory provision means that provision as amended from time to time.',
          },
        ],
      },
    },
    {
      number: 3,
      it: {
        title: 'Accettazione dei termini',
        blocks: [
          {
            type: 'p',
            text: 'Accedendo al Sito e utilizzandolo, l’Utente dichiara di aver letto e compreso i presenti Termini e di accettarli. Se non intendi accettarli, in tutto o in parte, ti chiediamo di non utilizzare il Sito e di contattarci se desideri chiarimenti.',
          },
          {
            type: 'p',
            text: 'Per utilizzare il Sito, inviare richieste tramite il modulo di contatto, prenotare una chiamata o concludere un Contratto devi avere compiuto 18 anni oppure aver raggiunto la maggiore età prevista dalla legge del Paese in cui risiedi, se diversa, e avere la piena capacità di agire. Il Sito e i Servizi non sono rivolti ai minori.',
          },
          {
            type: 'p',
            text: 'Se utilizzi il Sito o concludi un Contratto per conto di un’impresa, di un ente o di un’altra organizzazione, dichiari di avere i poteri necessari per vincolarla e accetti i presenti Termini anche in nome e per conto di essa; in tal caso, i riferimenti al Cliente si intendono fatti all’organizzazione che rappresenti.',
          },
          {
            type: 'p',
            text: 'Le descrizioni dei Servizi e dei Prodotti, gli esempi di prezzo e gli altri Contenuti del Sito hanno finalità informativa e non costituiscono offerta al pubblico ai sensi dell’art. 1336 del Codice Civile, salvo che sia espressamente indicato il contrario. Il Contratto si conclude solo quando il Cliente accetta per iscritto un’Offerta dell’Agenzia, anche via e-mail o tramite firma elettronica, oppure quando completa un ordine online per un Prodotto, se tale modalità è disponibile.',
          },
          {
            type: 'p',
            text: 'Se sei un Consumatore e concludi un Contratto a distanza o fuori dai locali commerciali, hai diritto di recedere entro 14 giorni senza dover fornire alcuna motivazione, secondo gli articoli 52 e seguenti del Codice del Consumo. Il diritto di recesso è escluso o limitato nei casi previsti dall’art. 59 del Codice del Consumo, ad esempio per i beni e i software realizzati su tue specifiche o chiaramente personalizzati e per i contenuti digitali la cui fornitura sia iniziata con il tuo accordo espresso e la tua accettazione della perdita del diritto di recesso. Prima della conclusione del Contratto ti forniremo tutte le informazioni precontrattuali previste dalla legge, incluso il modulo tipo di recesso.',
          },
        ],
      },
      en: {
        title: 'Acceptance of the terms',
        blocks: [
          {
            type: 'p',
            text: 'By accessing and using the Website, you confirm that you have read and understood these Terms and that you accept them. If you do not accept them, in whole or in part, please do not use the Website, and feel free to contact us if you need any clarification.',
          },
          {
            type: 'p',
            text: 'To use the Website, send a request through the contact form, book a call or enter into a Contract, you must be at least 18 years old, or of legal age in your country of residence if that age is higher, and have full legal capacity. The Website and the Services are not directed at minors.',
          },
          {
            type: 'p',
            text: 'If you use the Website or enter into a Contract on behalf of a company, public body or other organisation, you confirm that you are authorised to bind it and you accept these Terms on its behalf as well. In that case, references to the Customer mean the organisation you represent.',
          },
          {
            type: 'p',
            text: 'Descriptions of Services and Products, sample prices and other Website Content are provided for information only and are not a public offer under article 1336 of the Italian Civil Code, unless expressly stated otherwise. A Contract is formed only when the Customer accepts one of our Proposals in writing, including by e-mail or electronic signature, or completes an online order for a Product where that option is available.',
          },
          {
            type: 'p',
            text: 'If you are a Consumer and you enter into a distance or off-premises Contract, you have the right to withdraw within 14 days without giving any reason, under articles 52 and following of the Italian Consumer Code. The right of withdrawal is excluded or limited in the cases listed in article 59 of the Code, for example for goods and software made to your specifications or clearly personalised, and for digital content whose supply has begun with your express agreement and your acknowledgement that you thereby lose the right to withdraw. Before the Contract is concluded, we will give you all the pre-contractual information required by law, including the model withdrawal form.',
          },
        ],
      },
    },
    {
      number: 4,
      it: {
        title: 'Descrizione del servizio',
        blocks: [
          {
            type: 'p',
            text: 'Il Sito presenta l’Agenzia e la sua offerta, consente di consultare informazioni, guide e materiali, di contattarci tramite il modulo dedicato e di prenotare una chiamata conoscitiva gratuita. L’uso del Sito è gratuito; l’Agenzia offre, a pagamento e sulla base di un Contratto, i seguenti Servizi e Prodotti:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Software su misura',
                text: 'analisi, progettazione, sviluppo, collaudo e rilascio di gestionali, applicazioni web, integrazioni tra sistemi e strumenti interni, costruiti sulle esigenze specifiche del Cliente.',
              },
              {
                lead: 'Agenti AI e chatbot',
                text: 'progettazione, configurazione, addestramento su basi di conoscenza fornite dal Cliente e messa in esercizio di agenti di intelligenza artificiale, assistenti virtuali e chatbot, anche integrati con i sistemi aziendali del Cliente.',
              },
              {
                lead: 'Assistenti AI in locale',
                text: 'installazione e configurazione di modelli di intelligenza artificiale eseguiti sui dispositivi o sui server del Cliente, senza invio dei dati a servizi esterni, quando il progetto lo prevede.',
              },
              {
                lead: 'Piani di crescita',
                text: 'percorsi continuativi che combinano strategia di marketing, attività operative sui canali digitali e consulenza di business, secondo il piano e gli obiettivi concordati.',
              },
              {
                lead: 'Team di sviluppo dedicati',
                text: 'messa a disposizione di sviluppatori e figure tecniche che lavorano sul progetto del Cliente per il periodo e con l’impegno concordati.',
              },
              {
                lead: 'Prodotti',
                text: 'software pronti all’uso concessi in licenza perpetua o in abbonamento, con le funzionalità, i requisiti e il livello di assistenza indicati nella relativa scheda o nelle condizioni di licenza.',
              },
            ],
          },
          {
            type: 'p',
            text: 'L’oggetto, le specifiche, i tempi, i corrispettivi, le modalità di pagamento e gli eventuali livelli di servizio di ciascun incarico sono definiti nell’Offerta. I tempi di consegna indicati sono stime formulate in buona fede sulla base delle informazioni disponibili e possono variare se cambiano i requisiti o se il Cliente non fornisce in tempo materiali, accessi, riscontri o approvazioni. Il Cliente si impegna a collaborare in buona fede, a fornire Materiali del Cliente completi e corretti e a indicare un referente con potere decisionale. Nei rapporti con Clienti che non sono Consumatori, in caso di ritardato pagamento si applicano gli interessi di mora previsti dal Decreto Legislativo 9 ottobre 2002, n. 231.',
          },
          {
            type: 'p',
            text: 'I sistemi di intelligenza artificiale producono risultati di natura probabilistica: anche quando sono progettati e verificati con cura, possono generare risposte inesatte, incomplete o non aggiornate. Progettiamo agenti e chatbot prevedendo controlli e, dove opportuno, la supervisione umana, ma il Cliente resta responsabile dell’uso che fa dei risultati, delle decisioni che assume sulla loro base e degli obblighi che gli spettano come fornitore o utilizzatore del sistema verso i propri utenti, inclusi gli obblighi di trasparenza previsti dal Regolamento (UE) 2024/1689 sull’intelligenza artificiale, ove applicabile.',
          },
          {
            type: 'p',
            text: 'Le attività di marketing e consulenza comprese nei piani di crescita costituiscono un’obbligazione di mezzi e non di risultato: ci impegniamo a svolgerle con la diligenza professionale richiesta, ma non possiamo garantire specifici risultati in termini di fatturato, traffico, posizionamento sui motori di ricerca, contatti o vendite, che dipendono anche dal mercato, dalle scelte del Cliente e da fattori esterni.',
          },
          {
            type: 'p',
            text: 'Alcuni Servizi e Prodotti si basano su servizi di terze parti, come fornitori di hosting, modelli di intelligenza artificiale, interfacce di programmazione e piattaforme pubblicitarie, che sono soggetti alle condizioni dei rispettivi fornitori. Se un fornitore modifica o interrompe il proprio servizio, ne informeremo il Cliente e proporremo soluzioni alternative. Il Sito è fornito così com’è: possiamo aggiornarlo, modificarne i Contenuti o sospenderne temporaneamente l’accesso, ad esempio per manutenzione, senza che ciò dia diritto a indennizzi.',
          },
        ],
      },
      en: {
        title: 'Description of the service',
        blocks: [
          {
            type: 'p',
            text: 'The Website presents the Agency and what it offers. It lets you read information, guides and other material, contact us through the dedicated form and book a free introductory call. Using the Website is free of charge. Under a Contract and for a fee, the Agency provides the following Services and Products:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Custom software',
                text: 'analysis, design, development, testing and release of management systems, web applications, system integrations and internal tools, built around the Customer’s specific needs.',
              },
              {
                lead: 'AI agents and chatbots',
                text: 'design, configuration, training on knowledge bases supplied by the Customer, and deployment of AI agents, virtual assistants and chatbots, including integration with the Customer’s business systems.',
              },
              {
                lead: 'On-premise AI assistants',
                text: 'installation and configuration of AI models that run on the Customer’s own devices or servers, without sending data to external services, where the project calls for it.',
              },
              {
                lead: 'Growth plans',
                text: 'ongoing programmes that combine marketing strategy, hands-on work on digital channels and business consulting, according to the agreed plan and objectives.',
              },
              {
                lead: 'Dedicated development teams',
                text: 'developers and other technical specialists who work on the Customer’s project for the agreed period and level of commitment.',
              },
              {
                lead: 'Products',
                text: 'ready-to-use software licensed on a perpetual or subscription basis, with the features, requirements and level of support stated on the product page or in the licence terms.',
              },
            ],
          },
          {
            type: 'p',
            text: 'The scope, specifications, timing, fees, payment terms and any service levels of each engagement are set out in the Proposal. Delivery dates are good-faith estimates based on the information available at the time, and they may change if requirements change or if the Customer does not provide materials, access, feedback or approvals on time. The Customer agrees to cooperate in good faith, to provide complete and accurate Customer Materials and to appoint a contact person with decision-making authority. For Customers who are not Consumers, late payments bear the default interest provided for by Italian Legislative Decree no. 231 of 9 October 2002.',
          },
          {
            type: 'p',
            text: 'AI systems produce probabilistic output. Even when they are carefully designed and tested, they can give answers that are inaccurate, incomplete or out of date. We build agents and chatbots with safeguards and, where appropriate, human oversight, but the Customer remains responsible for how it uses their output, for the decisions it takes on that basis, and for its own obligations towards its users as provider or deployer of the system, including the transparency obligations of Regulation (EU) 2024/1689 on artificial intelligence where it applies.',
          },
          {
            type: 'p',
            text: 'The marketing and consulting work included in growth plans is an obligation of means, not of result. We commit to carrying it out with professional diligence, but we cannot guarantee specific outcomes in terms of revenue, traffic, search rankings, leads or sales, which also depend on the market, on the Customer’s own decisions and on outside factors.',
          },
          {
            type: 'p',
            text: 'Some Services and Products rely on third-party services, such as hosting providers, AI models, programming interfaces and advertising platforms, which are governed by their providers’ own terms. If a provider changes or discontinues its service, we will tell the Customer and propose alternatives. The Website is provided as it is: we may update it, change its Content or temporarily suspend access, for example for maintenance, and this does not give rise to any right to compensation.',
          },
        ],
      },
    },
    {
      number: 5,
      it: {
        title: 'Proprietà intellettuale',
        blocks: [
          {
            type: 'p',
            text: `I Contenuti del Sito, compresi testi, grafica, loghi, marchi, immagini, video, codice e struttura, sono di titolarità di ${agency.legalName} o dei rispettivi licenzianti e sono protetti dalla Legge 22 aprile 1941, n. 633 sul diritto d’autore, dal Codice della proprietà industriale (Decreto Legislativo 10 febbraio 2005, n. 30) e dalle altre norme applicabili. Il marchio ${agency.name} e i segni distintivi dell’Agenzia non possono essere usati senza il nostro consenso scritto.`,
          },
          {
            type: 'p',
            text: 'L’Utente può consultare i Contenuti per uso personale e informativo e condividere collegamenti alle pagine del Sito. Non è consentito, senza autorizzazione scritta, riprodurre, modificare, distribuire, pubblicare o sfruttare commercialmente i Contenuti, né estrarli in modo sistematico con strumenti automatizzati. Ai sensi dell’art. 70-quater della Legge n. 633/1941, l’Agenzia si riserva espressamente l’uso dei Contenuti per l’estrazione di testo e di dati, incluso l’addestramento di modelli di intelligenza artificiale.',
          },
          {
            type: 'p',
            text: 'Salvo diverso accordo scritto, al pagamento integrale dei corrispettivi i diritti di utilizzazione economica sui Deliverable realizzati appositamente per il Cliente sono trasferiti al Cliente, insieme al relativo codice sorgente, nei limiti e con le modalità indicate nel Contratto. Fino al pagamento integrale, il Cliente può utilizzare i Deliverable solo per le attività di verifica e collaudo.',
          },
          {
            type: 'p',
            text: 'Restano di titolarità esclusiva dell’Agenzia le librerie, i componenti, i modelli, gli strumenti, le metodologie e il know-how preesistenti o sviluppati in modo indipendente e riutilizzabili in più progetti. Quando sono incorporati nei Deliverable, l’Agenzia concede al Cliente una licenza non esclusiva, perpetua e gratuita per utilizzarli come parte dei Deliverable stessi. I componenti open source restano soggetti alle rispettive licenze, che l’Agenzia indica al Cliente su richiesta.',
          },
          {
            type: 'p',
            text: 'I Prodotti sono concessi in licenza d’uso e non venduti: il Cliente acquista il diritto di utilizzarli nei limiti indicati nelle condizioni di licenza, ma non la titolarità del software. Salvo quanto consentito dagli articoli 64-ter e 64-quater della Legge n. 633/1941, non è permesso decompilare, disassemblare, sottoporre a reverse engineering, cedere in sublicenza o rivendere i Prodotti.',
          },
          {
            type: 'p',
            text: 'Il Cliente garantisce di avere tutti i diritti necessari sui Materiali del Cliente e concede all’Agenzia una licenza non esclusiva a utilizzarli per il solo tempo e nella sola misura necessari all’esecuzione del Contratto. Salvo opposizione del Cliente o diverso accordo, l’Agenzia può citare il nome e il logo del Cliente tra le proprie referenze, senza divulgare informazioni riservate.',
          },
        ],
      },
      en: {
        title: 'Intellectual property',
        blocks: [
          {
            type: 'p',
            text: `The Website Content, including text, graphics, logos, trademarks, images, videos, code and layout, belongs to ${agency.legalName} or to its licensors and is protected by Italian copyright law (Law no. 633 of 22 April 1941), by the Italian Industrial Property Code (Legislative Decree no. 30 of 10 February 2005) and by other applicable rules. The ${agency.name} brand and the Agency’s other distinctive signs may not be used without our written consent.`,
          },
          {
            type: 'p',
            text: 'You may view the Content for your personal, informational use and share links to pages of the Website. Without our written permission you may not copy, modify, distribute, publish or commercially exploit the Content, or extract it systematically with automated tools. Under article 70-quater of Law no. 633/1941, the Agency expressly reserves the use of the Content for text and data mining, including the training of AI models.',
          },
          {
            type: 'p',
            text: 'Unless otherwise agreed in writing, once the fees have been paid in full, the economic rights in the Deliverables created specifically for the Customer pass to the Customer, together with the related source code, within the limits and in the manner set out in the Contract. Until payment is complete, the Customer may use the Deliverables for review and acceptance testing only.',
          },
          {
            type: 'p',
            text: 'The Agency retains sole ownership of its libraries, components, models, tools, methods and know-how that pre-exist the project or were developed independently and can be reused across projects. Where these are built into the Deliverables, the Agency grants the Customer a non-exclusive, perpetual, royalty-free licence to use them as part of those Deliverables. Open-source components remain subject to their own licences, which the Agency will list for the Customer on request.',
          },
          {
            type: 'p',
            text: 'Products are licensed, not sold: the Customer acquires the right to use them within the limits of the licence terms, not ownership of the software. Except as permitted by articles 64-ter and 64-quater of Law no. 633/1941, you may not decompile, disassemble or reverse-engineer the Products, sublicense them or resell them.',
          },
          {
            type: 'p',
            text: 'The Customer warrants that it holds all the rights needed in the Customer Materials and grants the Agency a non-exclusive licence to use them only for as long as, and to the extent that, is necessary to perform the Contract. Unless the Customer objects or it has been agreed otherwise, the Agency may name the Customer and show its logo among its references, without disclosing any confidential information.',
          },
        ],
      },
    },
    {
      number: 6,
      it: {
        title: 'Privacy',
        blocks: [
          {
            type: 'p',
            text: 'Trattiamo i dati personali degli Utenti e dei Clienti nel rispetto del Regolamento (UE) 2016/679 (GDPR) e del Decreto Legislativo 30 giugno 2003, n. 196 (Codice in materia di protezione dei dati personali), come modificato dal Decreto Legislativo 10 agosto 2018, n. 101. Quali dati raccogliamo, per quali finalità, su quali basi giuridiche, per quanto tempo li conserviamo e come puoi esercitare i tuoi diritti è spiegato nella Privacy e Cookie Policy, disponibile alla pagina /PrivacyPolicy, che costituisce parte integrante di questi Termini.',
          },
          {
            type: 'p',
            text: 'L’uso dei cookie e di strumenti analoghi sul Sito è regolato dalla stessa Policy. I cookie non necessari, come quelli di Google Analytics, vengono installati solo se presti il consenso tramite il banner, e puoi modificare le tue scelte in qualsiasi momento.',
          },
          {
            type: 'p',
            text: 'Quando, nell’esecuzione di un Contratto, l’Agenzia tratta dati personali per conto del Cliente, ad esempio le conversazioni degli utenti di un chatbot, i dati contenuti in un gestionale o quelli di un CRM, il Cliente agisce come titolare del trattamento e l’Agenzia come responsabile del trattamento ai sensi dell’art. 28 del GDPR. In questi casi le Parti sottoscrivono un apposito accordo sul trattamento dei dati, che disciplina istruzioni, misure di sicurezza, sub-responsabili e assistenza al titolare.',
          },
          {
            type: 'p',
            text: 'Il Cliente, in qualità di titolare, è responsabile della liceità dei dati che fornisce o che fa trattare dai sistemi realizzati dall’Agenzia, dell’informativa ai propri interessati e dell’individuazione di un’idonea base giuridica. Chiediamo inoltre di non inserire nei sistemi di intelligenza artificiale categorie particolari di dati personali, come dati sanitari, se non è strettamente necessario e previsto espressamente nel Contratto.',
          },
        ],
      },
      en: {
        title: 'Privacy',
        blocks: [
          {
            type: 'p',
            text: 'We process the personal data of Users and Customers in accordance with Regulation (EU) 2016/679 (the GDPR) and Italian Legislative Decree no. 196 of 30 June 2003 (the Italian Data Protection Code), as amended by Legislative Decree no. 101 of 10 August 2018. Which data we collect, why, on what legal basis, for how long we keep it and how you can exercise your rights are all explained in our Privacy and Cookie Policy, available at /PrivacyPolicy, which forms an integral part of these Terms.',
          },
          {
            type: 'p',
            text: 'The same Policy covers our use of cookies and similar technologies. Non-essential cookies, such as those set by Google Analytics, are only placed if you consent through the cookie banner, and you can change your choices at any time.',
          },
          {
            type: 'p',
            text: 'Where, in performing a Contract, the Agency processes personal data on the Customer’s behalf, for example a chatbot’s conversations with the Customer’s users, the records held in a management system or the contacts in a CRM, the Customer acts as data controller and the Agency as data processor under article 28 of the GDPR. In such cases the parties sign a dedicated data processing agreement covering instructions, security measures, sub-processors and assistance to the controller.',
          },
          {
            type: 'p',
            text: 'As controller, the Customer is responsible for the lawfulness of the data it provides or has processed by the systems the Agency builds, for informing its own data subjects and for relying on an appropriate legal basis. We also ask Customers not to feed special categories of personal data, such as health data, into AI systems unless this is strictly necessary and expressly provided for in the Contract.',
          },
        ],
      },
    },
    {
      number: 7,
      it: {
        title: 'Limitazioni di responsabilità',
        blocks: [
          {
            type: 'p',
            text: 'I Contenuti del Sito hanno carattere generale e informativo e non costituiscono consulenza professionale, tecnica, legale o fiscale riferita al caso specifico. Li curiamo con attenzione e li aggiorniamo periodicamente, ma non possiamo garantire che siano sempre completi, esatti e aggiornati; prima di assumere decisioni rilevanti ti invitiamo a confrontarti con noi o con un professionista di fiducia.',
          },
          {
            type: 'p',
            text: 'Nella misura massima consentita dalla legge, la responsabilità complessiva dell’Agenzia per qualsiasi danno derivante dal Contratto o comunque connesso ai Servizi e ai Prodotti, per qualsiasi titolo, è limitata all’importo totale dei corrispettivi effettivamente pagati dal Cliente all’Agenzia nei 12 mesi precedenti l’evento che ha dato origine alla responsabilità.',
          },
          {
            type: 'p',
            text: 'Nei rapporti con Clienti che non sono Consumatori, e sempre nei limiti di legge, l’Agenzia non risponde dei danni indiretti o consequenziali, come mancato guadagno, perdita di opportunità commerciali, interruzione dell’attività, danni all’immagine o perdita di dati che il Cliente avrebbe potuto evitare con normali procedure di backup.',
          },
          {
            type: 'p',
            text: 'L’Agenzia non risponde, inoltre, dei danni causati da:',
          },
          {
            type: 'ul',
            items: [
              'malfunzionamenti, modifiche o interruzioni di servizi di terze parti, reti di telecomunicazione o infrastrutture non controllate dall’Agenzia;',
              'uso dei Deliverable o dei Prodotti non conforme al Contratto, alla documentazione o alla legge, oppure modifiche apportate dal Cliente o da terzi senza l’accordo dell’Agenzia;',
              'decisioni assunte sulla base di risultati generati da sistemi di intelligenza artificiale senza la verifica o la supervisione previste;',
              'inesattezza, incompletezza o illiceità dei Materiali del Cliente;',
              'eventi di forza maggiore o comunque al di fuori del ragionevole controllo dell’Agenzia;',
              'contenuti di siti di terze parti raggiungibili tramite collegamenti presenti sul Sito, che sono forniti solo per comodità.',
            ],
          },
          {
            type: 'p',
            text: 'Le limitazioni previste in questa sezione non si applicano in caso di dolo o colpa grave dell’Agenzia, come richiesto dall’art. 1229 del Codice Civile, né ai danni alla persona, né in ogni altro caso in cui la legge non consenta di limitare o escludere la responsabilità. Nei confronti dei Consumatori restano inoltre fermi i diritti inderogabili previsti dal Codice del Consumo, inclusi quelli di cui agli articoli 33 e 36 in materia di clausole vessatorie e la responsabilità per danno da prodotti difettosi di cui agli articoli 114 e seguenti.',
          },
        ],
      },
      en: {
        title: 'Limitation of liability',
        blocks: [
          {
            type: 'p',
            text: 'Website Content is general and informational in nature and is not professional, technical, legal or tax advice for any specific situation. We prepare it carefully and review it regularly, but we cannot guarantee that it is always complete, accurate and up to date. Before making important decisions, please talk to us or to a professional you trust.',
          },
          {
            type: 'p',
            text: 'To the fullest extent permitted by law, the Agency’s total liability for any loss or damage arising out of the Contract or otherwise connected with the Services and Products, on whatever legal basis, is limited to the total fees the Customer actually paid the Agency in the 12 months before the event giving rise to the liability.',
          },
          {
            type: 'p',
            text: 'For Customers who are not Consumers, and always within the limits of the law, the Agency is not liable for indirect or consequential loss, such as loss of profit, loss of business opportunities, business interruption, reputational harm, or loss of data that the Customer could have avoided with ordinary backup procedures.',
          },
          {
            type: 'p',
            text: 'Nor is the Agency liable for loss or damage caused by:',
          },
          {
            type: 'ul',
            items: [
              'failures, changes or interruptions of third-party services, telecommunication networks or infrastructure outside the Agency’s control;',
              'use of the Deliverables or Products that does not comply with the Contract, the documentation or the law, or changes made by the Customer or third parties without the Agency’s agreement;',
              'decisions taken on the basis of AI-generated output without the checks or human oversight that were agreed;',
              'inaccurate, incomplete or unlawful Customer Materials;',
              'force majeure or other events beyond the Agency’s reasonable control;',
              'the content of third-party websites reached through links on the Website, which are provided for convenience only.',
            ],
          },
          {
            type: 'p',
            text: 'None of the limitations in this section applies in the event of wilful misconduct or gross negligence on the Agency’s part, as article 1229 of the Italian Civil Code requires, nor to personal injury, nor in any other case in which the law does not allow liability to be limited or excluded. Consumers also keep all the mandatory rights granted by the Italian Consumer Code, including those under articles 33 and 36 on unfair terms and the product liability rules of articles 114 and following.',
          },
        ],
      },
    },
    {
      number: 8,
      it: {
        title: 'Manleva',
        blocks: [
          {
            type: 'p',
            text: 'Il Cliente e l’Utente si impegnano a tenere indenne e manlevata l’Agenzia, nonché i suoi amministratori, dipendenti e collaboratori, da qualsiasi pretesa, azione, danno, sanzione, costo o spesa, comprese le ragionevoli spese legali, avanzati da terzi o sostenuti in conseguenza di:',
          },
          {
            type: 'ul',
            items: [
              'violazione dei presenti Termini, del Contratto o delle condizioni di licenza dei Prodotti;',
              'violazione di norme di legge o di regolamento, inclusa la normativa in materia di protezione dei dati personali, di tutela dei consumatori e di intelligenza artificiale, nella parte di competenza del Cliente;',
              'Materiali del Cliente che violino diritti di proprietà intellettuale, diritti della personalità o altri diritti di terzi;',
              'utilizzo dei Deliverable, dei Prodotti, degli agenti AI o dei chatbot per finalità illecite o in modo difforme dalle istruzioni e dalla documentazione fornite;',
              'contenuti immessi dagli utenti finali del Cliente nei sistemi realizzati dall’Agenzia, nella misura in cui il danno non dipenda da un inadempimento dell’Agenzia.',
            ],
          },
          {
            type: 'p',
            text: 'L’Agenzia informerà tempestivamente il Cliente di qualsiasi pretesa per la quale intenda avvalersi della manleva, gli consentirà di partecipare alla difesa con legali di sua scelta e non concluderà transazioni che comportino oneri per il Cliente senza il suo consenso scritto, che non potrà essere irragionevolmente negato.',
          },
          {
            type: 'p',
            text: 'Nei confronti dei Consumatori questa clausola si applica soltanto nei limiti consentiti dal Codice del Consumo e non può comportare oneri ulteriori rispetto a quelli derivanti dalle regole generali sulla responsabilità per inadempimento o per fatto illecito.',
          },
        ],
      },
      en: {
        title: 'Indemnification',
        blocks: [
          {
            type: 'p',
            text: 'The Customer and the User agree to indemnify and hold harmless the Agency and its directors, employees and contractors from and against any claim, action, loss, penalty, cost or expense, including reasonable legal fees, brought by third parties or incurred as a result of:',
          },
          {
            type: 'ul',
            items: [
              'a breach of these Terms, of the Contract or of the Product licence terms;',
              'a breach of any law or regulation, including data protection, consumer protection and AI legislation, insofar as compliance is the Customer’s responsibility;',
              'Customer Materials that infringe intellectual property rights, personality rights or any other third-party rights;',
              'use of the Deliverables, Products, AI agents or chatbots for unlawful purposes or in a way that departs from the instructions and documentation provided;',
              'content entered by the Customer’s end users into systems built by the Agency, to the extent the loss is not caused by the Agency’s own breach.',
            ],
          },
          {
            type: 'p',
            text: 'The Agency will promptly notify the Customer of any claim for which it intends to seek indemnification, will allow the Customer to take part in the defence with counsel of its choice, and will not settle any claim in a way that imposes obligations on the Customer without the Customer’s written consent, which may not be unreasonably withheld.',
          },
          {
            type: 'p',
            text: 'Towards Consumers, this clause applies only within the limits allowed by the Italian Consumer Code and cannot impose any burden beyond what follows from the general rules on contractual and non-contractual liability.',
          },
        ],
      },
    },
    {
      number: 9,
      it: {
        title: 'Legge applicabile e risoluzione delle controversie',
        blocks: [
          {
            type: 'p',
            text: 'I presenti Termini e ogni Contratto concluso con l’Agenzia sono regolati dalla legge italiana. Nei rapporti con Clienti che non sono Consumatori è esclusa l’applicazione della Convenzione di Vienna dell’11 aprile 1980 sui contratti di compravendita internazionale di merci.',
          },
          {
            type: 'p',
            text: `Crediamo nel dialogo: in caso di contestazione ti chiediamo di scriverci a ${agency.email} descrivendo il problema. Ci impegniamo a esaminare la questione in buona fede e a cercare una soluzione condivisa entro 30 giorni dalla ricezione della comunicazione, ferma restando la possibilità per ciascuna parte di agire in giudizio e, ove previsto dalla legge, l’esperimento della mediazione obbligatoria ai sensi del Decreto Legislativo 4 marzo 2010, n. 28.`,
          },
          {
            type: 'p',
            text: 'Per ogni controversia relativa all’interpretazione, all’esecuzione, alla validità o alla cessazione dei presenti Termini o dei Contratti con Clienti che non sono Consumatori è competente in via esclusiva il Foro di Teramo.',
          },
          {
            type: 'p',
            text: 'Se sei un Consumatore, resta ferma la competenza inderogabile del giudice del luogo in cui hai la residenza o il domicilio, se situato in Italia, prevista dal Codice del Consumo (articoli 33, comma 2, lettera u, e 66-bis). Se risiedi abitualmente in un altro Stato membro dell’Unione europea, la scelta della legge italiana non ti priva della protezione delle norme inderogabili della legge del tuo Paese, secondo l’art. 6 del Regolamento (CE) n. 593/2008.',
          },
          {
            type: 'p',
            text: 'I Consumatori possono inoltre ricorrere alle procedure di risoluzione alternativa delle controversie previste dagli articoli 141 e seguenti del Codice del Consumo, rivolgendosi a uno degli organismi ADR iscritti negli appositi elenchi. Il ricorso a queste procedure è facoltativo e non preclude l’azione davanti al giudice.',
          },
        ],
      },
      en: {
        title: 'Governing law and dispute resolution',
        blocks: [
          {
            type: 'p',
            text: 'These Terms and every Contract with the Agency are governed by Italian law. For Customers who are not Consumers, the United Nations Convention on Contracts for the International Sale of Goods (Vienna, 11 April 1980) does not apply.',
          },
          {
            type: 'p',
            text: `We believe in talking things through. If you have a complaint, please write to ${agency.email} and describe the problem. We will look into it in good faith and try to reach an agreed solution within 30 days of receiving your message. This does not prevent either party from going to court and, where the law requires it, from first attempting mediation under Italian Legislative Decree no. 28 of 4 March 2010.`,
          },
          {
            type: 'p',
            text: 'Any dispute about the interpretation, performance, validity or termination of these Terms or of Contracts with Customers who are not Consumers falls within the exclusive jurisdiction of the courts of Teramo (Foro di Teramo), Italy.',
          },
          {
            type: 'p',
            text: 'If you are a Consumer, the mandatory jurisdiction of the court of your place of residence or domicile in Italy, as provided by the Italian Consumer Code (article 33(2)(u) and article 66-bis), is not affected. If you habitually reside in another EU Member State, choosing Italian law does not deprive you of the protection of the mandatory rules of your own country’s law, in accordance with article 6 of Regulation (EC) No 593/2008.',
          },
          {
            type: 'p',
            text: 'Consumers may also use the alternative dispute resolution procedures provided for in articles 141 and following of the Italian Consumer Code, by contacting one of the registered ADR bodies. Using these procedures is voluntary and does not prevent you from bringing a claim in court.',
          },
        ],
      },
    },
    {
      number: 10,
      it: {
        title: 'Disposizioni generali',
        blocks: [
          {
            type: 'p',
            text: 'Ai presenti Termini e a ogni Contratto si applicano, inoltre, le seguenti disposizioni:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Intero accordo',
                text: 'il Contratto, insieme ai presenti Termini, costituisce l’intero accordo tra le parti sul suo oggetto e sostituisce ogni precedente intesa, orale o scritta, sulla stessa materia.',
              },
              {
                lead: 'Nullità parziale',
                text: 'se una clausola è dichiarata nulla o inefficace, le altre restano valide ai sensi dell’art. 1419 del Codice Civile, e le parti sostituiranno la clausola invalida con una valida che ne rispecchi il più possibile lo scopo.',
              },
              {
                lead: 'Tolleranza',
                text: 'il mancato o ritardato esercizio di un diritto da parte dell’Agenzia non costituisce rinuncia a quel diritto né a ogni altro diritto previsto dai Termini o dal Contratto.',
              },
              {
                lead: 'Cessione',
                text: 'il Cliente non può cedere il Contratto a terzi senza il consenso scritto dell’Agenzia. L’Agenzia può cederlo nell’ambito di un’operazione di trasferimento, fusione o scissione dell’azienda, dandone comunicazione al Cliente.',
              },
              {
                lead: 'Collaboratori',
                text: 'l’Agenzia può avvalersi di collaboratori e fornitori qualificati per l’esecuzione dei Servizi, restando responsabile nei confronti del Cliente del loro operato.',
              },
              {
                lead: 'Riservatezza',
                text: 'ciascuna parte mantiene riservate le informazioni tecniche e commerciali ricevute dall’altra e le utilizza solo per l’esecuzione del Contratto, anche dopo la sua cessazione, salvo che siano di pubblico dominio o debbano essere comunicate per legge.',
              },
              {
                lead: 'Forza maggiore',
                text: 'nessuna parte è responsabile dei ritardi o degli inadempimenti dovuti a eventi fuori dal proprio ragionevole controllo, come calamità naturali, provvedimenti dell’autorità, guasti diffusi delle reti o delle infrastrutture cloud, purché ne dia tempestiva notizia all’altra parte.',
              },
              {
                lead: 'Comunicazioni',
                text: 'le comunicazioni relative al Contratto si effettuano per iscritto, anche via e-mail o posta elettronica certificata, agli indirizzi indicati nell’Offerta o, in mancanza, a quelli indicati nella sezione Contatti.',
              },
              {
                lead: 'Lingua',
                text: 'i Termini sono redatti in italiano e in inglese. In caso di divergenza tra le due versioni prevale quella italiana, salvo che la legge disponga diversamente a tutela del Consumatore.',
              },
            ],
          },
          {
            type: 'p',
            text: 'Nei rapporti con Clienti che non sono Consumatori, le clausole che ai sensi degli articoli 1341 e 1342 del Codice Civile richiedono una specifica approvazione per iscritto, come quelle sulle limitazioni di responsabilità, sulla manleva e sul foro competente, sono approvate specificamente dal Cliente nel Contratto o nell’Offerta accettata.',
          },
          {
            type: 'p',
            text: 'Le parti sono e restano contraenti indipendenti: nulla nei presenti Termini o nel Contratto crea tra loro un rapporto di lavoro subordinato, di agenzia, di società o di joint venture.',
          },
        ],
      },
      en: {
        title: 'General provisions',
        blocks: [
          {
            type: 'p',
            text: 'The following provisions also apply to these Terms and to every Contract:',
          },
          {
            type: 'ul',
            items: [
              {
                lead: 'Entire agreement',
                text: 'the Contract, together with these Terms, is the entire agreement between the parties on its subject matter and supersedes any earlier oral or written understanding on the same matter.',
              },
              {
                lead: 'Severability',
                text: 'if any clause is held void or unenforceable, the other clauses remain valid under article 1419 of the Italian Civil Code, and the parties will replace the invalid clause with a valid one that comes as close as possible to its purpose.',
              },
              {
                lead: 'No waiver',
                text: 'if the Agency does not exercise a right, or exercises it late, this does not mean it waives that right or any other right under the Terms or the Contract.',
              },
              {
                lead: 'Assignment',
                text: 'the Customer may not assign the Contract to anyone else without the Agency’s written consent. The Agency may assign it as part of a transfer, merger or demerger of its business, and will inform the Customer if it does.',
              },
              {
                lead: 'Subcontractors',
                text: 'the Agency may use qualified contractors and suppliers to perform the Services, and remains responsible to the Customer for their work.',
              },
              {
                lead: 'Confidentiality',
                text: 'each party keeps confidential the technical and business information it receives from the other and uses it only to perform the Contract, including after the Contract ends, unless the information is public or must be disclosed by law.',
              },
              {
                lead: 'Force majeure',
                text: 'neither party is liable for delays or failures caused by events beyond its reasonable control, such as natural disasters, orders of public authorities or widespread failures of networks or cloud infrastructure, provided it informs the other party promptly.',
              },
              {
                lead: 'Notices',
                text: 'notices under the Contract must be in writing, including by e-mail or certified e-mail (PEC), sent to the addresses stated in the Proposal or, failing that, to those given in the Contact section.',
              },
              {
                lead: 'Language',
                text: 'these Terms are written in Italian and English. If the two versions differ, the Italian version prevails, unless the law provides otherwise for the protection of Consumers.',
              },
            ],
          },
          {
            type: 'p',
            text: 'For Customers who are not Consumers, the clauses that under articles 1341 and 1342 of the Italian Civil Code must be specifically approved in writing, such as those on limitation of liability, indemnification and jurisdiction, are specifically approved by the Customer in the Contract or in the accepted Proposal.',
          },
          {
            type: 'p',
            text: 'The parties are and remain independent contractors. Nothing in these Terms or in the Contract creates an employment, agency, partnership or joint-venture relationship between them.',
          },
        ],
      },
    },
    {
      number: 11,
      it: {
        title: 'Modifiche ai termini',
        blocks: [
          {
            type: 'p',
            text: 'Possiamo aggiornare i presenti Termini per adeguarli a modifiche normative, all’evoluzione dei Servizi e dei Prodotti, a nuove funzionalità del Sito o a esigenze organizzative. La data dell’ultimo aggiornamento è sempre indicata in cima a questa pagina.',
          },
          {
            type: 'p',
            text: 'Le modifiche sostanziali, cioè quelle che incidono in modo significativo sui diritti e sugli obblighi degli Utenti o dei Clienti, sono comunicate con almeno 30 giorni di anticipo rispetto alla loro entrata in vigore, tramite un avviso ben visibile sul Sito e, per i Clienti con un rapporto in corso, tramite e-mail all’indirizzo che ci hanno fornito.',
          },
          {
            type: 'p',
            text: 'Le modifiche non sostanziali, come correzioni formali, chiarimenti o aggiornamenti dei riferimenti normativi, sono efficaci dalla pubblicazione sul Sito. Continuando a utilizzare il Sito dopo l’entrata in vigore della nuova versione, l’Utente ne accetta il contenuto.',
          },
          {
            type: 'p',
            text: 'I Contratti già conclusi restano regolati dalla versione dei Termini in vigore al momento della loro conclusione, salvo che il Cliente accetti la nuova versione o che la modifica sia imposta dalla legge. Se una modifica sostanziale riguarda un servizio in abbonamento e il Cliente non intende accettarla, può recedere senza penali prima della sua entrata in vigore, dandone comunicazione per iscritto.',
          },
          {
            type: 'p',
            text: 'Le versioni precedenti dei Termini sono conservate e possono essere richieste in qualsiasi momento ai recapiti indicati nella sezione Contatti.',
          },
        ],
      },
      en: {
        title: 'Changes to the terms',
        blocks: [
          {
            type: 'p',
            text: 'We may update these Terms to reflect changes in the law, the evolution of our Services and Products, new Website features or organisational needs. The date of the latest update is always shown at the top of this page.',
          },
          {
            type: 'p',
            text: 'Substantial changes, meaning changes that significantly affect the rights and obligations of Users or Customers, will be announced at least 30 days before they take effect, through a clearly visible notice on the Website and, for Customers with an ongoing relationship, by e-mail to the address they have given us.',
          },
          {
            type: 'p',
            text: 'Non-substantial changes, such as editorial corrections, clarifications or updated legal references, take effect when they are published on the Website. If you keep using the Website after a new version takes effect, you accept that version.',
          },
          {
            type: 'p',
            text: 'Contracts already concluded remain governed by the version of the Terms in force when they were signed, unless the Customer accepts the new version or the change is required by law. If a substantial change affects a subscription and the Customer does not wish to accept it, the Customer may terminate without penalty before the change takes effect, by giving written notice.',
          },
          {
            type: 'p',
            text: 'We keep previous versions of the Terms, and you can ask for them at any time using the details in the Contact section.',
          },
        ],
      },
    },
    {
      number: 12,
      it: {
        title: 'Contatti',
        blocks: [
          {
            type: 'p',
            text: 'Per domande su questi Termini, per inviare comunicazioni formali o per segnalare un problema puoi contattarci ai seguenti recapiti:',
          },
          {
            type: 'ul',
            items: [
              { lead: 'E-mail', text: agency.email },
              { lead: 'Posta', text: `${agency.legalName}, ${postalAddress}` },
              { lead: 'Partita IVA', text: agency.vatNumber },
            ],
          },
          {
            type: 'p',
            text: 'Rispondiamo alle richieste entro 5 giorni lavorativi dalla ricezione. Se la questione richiede verifiche più approfondite, entro lo stesso termine ti indicheremo i tempi previsti per una risposta completa.',
          },
          {
            type: 'p',
            text: 'Per aiutarci a risponderti in modo rapido e preciso, indica nell’oggetto del messaggio “Termini e Condizioni” e, se sei già Cliente, il riferimento dell’Offerta o del Contratto. Per le richieste che riguardano i dati personali puoi consultare anche la Privacy e Cookie Policy, che descrive come esercitare i tuoi diritti.',
          },
        ],
      },
      en: {
        title: 'Contact',
        blocks: [
          {
            type: 'p',
            text: 'For questions about these Terms, to send formal notices or to report a problem, you can reach us at:',
          },
          {
            type: 'ul',
            items: [
              { lead: 'E-mail', text: agency.email },
              { lead: 'Post', text: `${agency.legalName}, ${postalAddress}, Italy` },
              { lead: 'VAT number', text: agency.vatNumber },
            ],
          },
          {
            type: 'p',
            text: 'We answer requests within 5 business days of receiving them. If the matter needs more detailed checks, within the same period we will tell you when to expect a full reply.',
          },
          {
            type: 'p',
            text: 'To help us reply quickly and accurately, please put “Terms and Conditions” in the subject line and, if you are already a Customer, the reference of your Proposal or Contract. For requests about personal data, you can also refer to our Privacy and Cookie Policy, which explains how to exercise your rights.',
          },
        ],
      },
    },
  ],
}
