export default function Home() {
  return (
    <main>
      <h1>A bare app</h1>
      <p>One route of React Router's framework mode, built and served as the site is.</p>
    </main>
  );
}
