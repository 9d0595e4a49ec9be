/** The words of the animated demos around their scripted messages (content/pages/*). */
export const demoCopy = {
  chatLog: 'Conversazione di prova',
  botTyping: 'Il chatbot sta scrivendo',
  typing: 'sta scrivendo',
  messageLabel: 'Messaggio',
  start: 'Avvia Demo',
  restart: 'Riavvia la demo',
  senders: { user: 'Cliente', agent: 'Agente' },
}
