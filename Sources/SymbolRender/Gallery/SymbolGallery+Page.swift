import SymbolCore
import SymbolFormat
import Symbols

/// The gallery's HTML: one self-contained page (styles and script inline) over sprite sheets beside it.
extension SymbolGallery {
    /// Written into the page so that a later run knows the folder is a gallery it may replace.
    public static let generatorMarker = "<meta name=\"generator\" content=\"glyphsmith gallery\">"

    /// The page, self-contained (styles and script inline) over the sprite sheets beside it; with an effect, a
    /// card plays `animations/N-light.png` (or `-dark`) while the pointer is over it.
    public func html() -> String {
        let layout = self.layout, animates = effect != nil
        let cell = layout.cell / 2
        var cards = ""
        for (index, entry) in entries.enumerated() {
            let x = -(index % layout.columns) * cell, y = -(index / layout.columns) * cell
            cards += "<button class=\"cell\"\(animates ? " data-index=\"\(index)\"" : "") data-name=\"\(escape(entry.name))\" data-words=\"\(escape(([entry.name] + entry.keywords + entry.categories).joined(separator: " ")))\" data-category=\"\(escape(entry.categories.first ?? ""))\" style=\"--x:\(x)px;--y:\(y)px\" title=\"\(escape(entry.name)) — click to copy\"><i></i><span>\(escape(entry.name))</span></button>\n"
        }
        var categoryOptions = "<option value=\"\">All categories</option>"
        var seen: Set<String> = []
        for category in entries.compactMap(\.categories.first).sorted() where seen.insert(category).inserted {
            categoryOptions += "<option>\(escape(category))</option>"
        }
        let weights = SymbolWeight.allCases.map { "<option\($0 == .regular ? " selected" : "")>\($0)</option>" }.joined()
        let modeOptions = Self.modes.map { "<option>\($0.rawValue)</option>" }.joined()
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            \(Self.generatorMarker)
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>
            :root { --bg: #ffffff; --fg: #1c1c1e; --muted: #6e6e73; --card: #f2f2f7; --accent: #007aff; }
            body.dark { --bg: #1c1c1e; --fg: #f2f2f7; --muted: #98989d; --card: #2c2c2e; --accent: #0a84ff; }
            * { box-sizing: border-box; }
            body { margin: 0; background: var(--bg); color: var(--fg); font: 14px/1.4 system-ui, sans-serif; }
            header { position: sticky; top: 0; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 12px 16px; background: var(--bg); border-bottom: 1px solid var(--card); z-index: 1; }
            header h1 { font-size: 16px; margin: 0 12px 0 0; }
            input, select, header button { font: inherit; color: var(--fg); background: var(--card); border: 1px solid transparent; border-radius: 8px; padding: 6px 10px; }
            input { flex: 1 1 220px; min-width: 160px; }
            #count { color: var(--muted); }
            main { display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 8px; padding: 16px; }
            .cell { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 14px 6px 10px; background: var(--card); color: var(--fg); border: 2px solid transparent; border-radius: 12px; cursor: pointer; font: inherit; }
            .cell:hover, .cell:focus { border-color: var(--accent); outline: none; }
            .cell i { width: \(cell)px; height: \(cell)px; background-image: var(--sprite); background-size: \(layout.columns * cell)px \(layout.rows * cell)px; background-position: var(--x) var(--y); }
            .cell span { font-size: 11px; color: var(--muted); word-break: break-all; text-align: center; }
            .cell[hidden] { display: none; }
            #toast { position: fixed; bottom: 20px; left: 50%; transform: translateX(-50%); background: var(--fg); color: var(--bg); padding: 8px 14px; border-radius: 8px; opacity: 0; transition: opacity .2s; }
            #toast.shown { opacity: 1; }
            </style>
            </head>
            <body>
            <header>
            <h1>\(escape(title))</h1>
            <input id="search" type="search" placeholder="Search names and keywords" autocomplete="off" aria-label="Search">
            <select id="category" aria-label="Category">\(categoryOptions)</select>
            <select id="weight" aria-label="Weight">\(weights)</select>
            <select id="mode" aria-label="Rendering mode">\(modeOptions)</select>
            <button id="theme" type="button">Dark</button>
            <span id="count"></span>
            </header>
            <main id="grid">
            \(cards)</main>
            <div id="toast" role="status"></div>
            <script>
            const cells = Array.from(document.querySelectorAll('.cell'));
            const $ = (id) => document.getElementById(id);
            function sprite() {
              const appearance = document.body.classList.contains('dark') ? 'dark' : 'light';
              document.body.style.setProperty('--sprite', `url(sprites/${$('weight').value}-${$('mode').value}-${appearance}.png)`);
            }
            // The library's SearchRank: exact name, name prefix, word prefix, keyword, substring (-1: no match).
            function rank(word, name, keywords) {
              if (name === word) return 0;
              if (name.startsWith(word)) return 1;
              if (name.split(/[._-]/).some((w) => w.startsWith(word))) return 2;
              if (keywords.some((k) => k.startsWith(word))) return 3;
              if (name.includes(word) || keywords.some((k) => k.includes(word))) return 4;
              return -1;
            }
            function filter() {
              const words = $('search').value.toLowerCase().split(/\\s+/).filter(Boolean);
              const category = $('category').value;
              let shown = 0;
              for (const cell of cells) {
                const name = cell.dataset.name.toLowerCase();
                const keywords = cell.dataset.words.toLowerCase().split(' ').slice(1);
                // The worst-matching word decides; better ranks, then shorter names, come first (ties keep name order).
                let worst = 0;
                for (const word of words) {
                  const r = rank(word, name, keywords);
                  worst = r < 0 || worst < 0 ? -1 : Math.max(worst, r);
                }
                const match = (!category || cell.dataset.category === category) && worst >= 0;
                cell.hidden = !match;
                cell.style.order = words.length ? String(worst * 1000 + Math.min(name.length, 999)) : '';
                if (match) shown++;
              }
              $('count').textContent = `${shown} symbol${shown === 1 ? '' : 's'}`;
            }
            function copied(name) {
              document.body.dataset.copied = name;
              $('toast').textContent = `Copied “${name}”`;
              $('toast').classList.add('shown');
              setTimeout(() => $('toast').classList.remove('shown'), 1200);
            }
            function copy(name) {
              const fallback = () => {
                const area = document.createElement('textarea');
                area.value = name;
                document.body.appendChild(area);
                area.select();
                try { document.execCommand('copy'); } catch (e) {}
                area.remove();
                copied(name);
              };
              if (navigator.clipboard && window.isSecureContext) {
                navigator.clipboard.writeText(name).then(() => copied(name), fallback);
              } else {
                fallback();
              }
            }
            $('search').addEventListener('input', filter);
            $('category').addEventListener('change', filter);
            $('weight').addEventListener('change', sprite);
            $('mode').addEventListener('change', sprite);
            $('theme').addEventListener('click', () => {
              document.body.classList.toggle('dark');
              $('theme').textContent = document.body.classList.contains('dark') ? 'Light' : 'Dark';
              sprite();
            });
            $('grid').addEventListener('click', (event) => {
              const cell = event.target.closest('.cell');
              if (cell) copy(cell.dataset.name);
            });
            // An effect, when the gallery was written with --effect: the card's APNG replaces its sprite while hovered.
            for (const cell of cells.filter((c) => c.dataset.index !== undefined)) {
              const icon = cell.querySelector('i');
              cell.addEventListener('mouseenter', () => {
                const appearance = document.body.classList.contains('dark') ? 'dark' : 'light';
                icon.style.background = `url(animations/${cell.dataset.index}-${appearance}.png) center / contain no-repeat`;
              });
              cell.addEventListener('mouseleave', () => { icon.style.background = ''; });
            }
            if (window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches) $('theme').click();
            sprite();
            filter();
            </script>
            </body>
            </html>

            """
    }

    private func escape(_ text: String) -> String { XMLEscaping.escaped(text) }
}
