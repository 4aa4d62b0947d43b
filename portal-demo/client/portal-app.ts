import { html, render } from "lit-html";

/** The demo hosting portal: its own header and navigation, with vdc elements in its pages. */
function portalPage() {
  return html`
    <header class="portal-header">
      <h1>Northwind Hosting</h1>
      <nav class="portal-nav" aria-label="Portal">
        <a href="#/desktops">Desktops</a>
        <a href="#/sessions">Sessions</a>
      </nav>
    </header>
    <main class="portal-main">
      <p>This page is a hosting portal. The panel below is a vdc element embedded in it.</p>
      <vdc-login domain="EXAMPLE"></vdc-login>
    </main>
  `;
}

const container = document.getElementById("portal");
if (container) render(portalPage(), container);
