export default function Page() {
  return (
    <main style={{ padding: '2rem' }}>
      <h1>Una pagina Next vuota</h1>
    </main>
  )
}
