/**
 * The five guide videos' scenes (booking document section 2: the video embeds on Pyramids, Luxor Temple
 * and Nuweiba, the muted autoplay video on Beaches and the looping one on Monuments). Each scene is a
 * pure function `render(t)` of the loop phase t ∈ [0, 1) returning one 640×360 SVG frame, drawn in the
 * flat style of server/assets/images/tours/*.svg; `render(0)` is also the poster. No randomness: the
 * same code draws the same frames.
 */
import {
  bird,
  cycle,
  drift,
  frame,
  glow,
  n,
  opacity,
  smooth,
  swell,
  tiled,
  vertical,
  wave,
  zoomAbout,
} from './motion.mjs';

/** A soft pill-shaped cloud of three ellipses, `w` wide, its base at (x, y). */
function cloud(x, y, w, color) {
  return (
    `<g fill="${color}"><ellipse cx="${n(x + w * 0.5)}" cy="${n(y - 6)}" rx="${n(w * 0.5)}" ry="7"/>` +
    `<ellipse cx="${n(x + w * 0.38)}" cy="${n(y - 12)}" rx="${n(w * 0.2)}" ry="9"/>` +
    `<ellipse cx="${n(x + w * 0.62)}" cy="${n(y - 13)}" rx="${n(w * 0.16)}" ry="8"/></g>`
  );
}

/** A palm tree rooted at (x, y), `h` tall, its crown swayed by `sway` degrees. */
function palm(x, y, h, sway, trunk = '#6b4a2b', leaves = '#3f6b35') {
  const top = y - h;
  const lean = h * 0.12;
  const l = h * 0.42;
  const leaf = `<path d="M0 0q${n(l * 0.5)} -${n(l * 0.3)} ${n(l)} ${n(l * 0.3)}q-${n(l * 0.55)} -${n(l * 0.12)} -${n(l)} -${n(l * 0.3)}Z"/>`;
  const crown = [-52, -18, 16]
    .flatMap((angle) => [`<g transform="rotate(${angle})">${leaf}</g>`, `<g transform="scale(-1 1) rotate(${angle + 6})">${leaf}</g>`])
    .join('');
  return (
    `<path d="M${n(x)} ${n(y)}Q${n(x + lean * 0.2)} ${n(y - h * 0.5)} ${n(x + lean)} ${n(top)}" stroke="${trunk}" stroke-width="${n(h * 0.06)}" fill="none"/>` +
    `<g transform="translate(${n(x + lean)} ${n(top)}) rotate(${n(sway, 2)})" fill="${leaves}">${crown}</g>`
  );
}

/** Giza at golden hour: the sun low between Khufu and Khafre, clouds drifting, birds crossing. */
function pyramids(t) {
  const sunY = 196 + 6 * swell(t);
  const clouds = tiled(t, 320, -1, (x) => cloud(x, 92, 110, '#fde0b4') + cloud(x + 170, 132, 80, '#fbd39f'));
  const birds = [0, 0.35, 0.7]
    .map((lag, i) => {
      const x = drift(t, -60 - lag * 40, 760) - 60;
      return bird(x - i * 22, 120 + i * 9 + 3 * wave(t, 2, lag), wave(t, 14, lag), 7);
    })
    .join('');
  const defs =
    vertical('s', [
      [0, '#e9854a'],
      [0.55, '#f6b56a'],
      [1, '#fbe0ab'],
    ]) +
    glow('g', '#fff4d8', 0.9) +
    `<path id="c" d="M0 14c1-7 6-11 11-9 3-5 9-5 12 1l4 1 3-6c1-2 4-2 5 0l2 2-1 2-2-1-4 9c-1 2-3 3-5 3v13h-2l-1-11h-11l-1 11h-2v-12c-3 0-5-1-6-2l-1 2v5h-1v-7Z"/>`;
  const body =
    `<rect width="640" height="360" fill="url(#s)"/>` +
    `<g${zoomAbout(1 + 0.06 * swell(t), 236, 200)}>` +
    `<circle cx="352" cy="${n(sunY)}" r="${n(84 + 6 * wave(t, 2))}" fill="url(#g)"/>` +
    `<circle cx="352" cy="${n(sunY)}" r="26" fill="#fff3d6"/>` +
    clouds +
    `<path d="M0 262 Q160 248 320 258 T640 252 V360 H0Z" fill="#ecc383"/>` +
    `<path d="M470 262 L548 184 L626 262Z" fill="#d9a463"/><path d="M548 184 L626 262 L590 262Z" fill="#bd8748"/>` +
    `<path d="M328 264 L466 124 L604 264Z" fill="#d39650"/><path d="M466 124 L328 264 L400 264Z" fill="#e5b06a"/>` +
    `<path d="M460 131 L466 124 L472 131Z" fill="#f1dcb4"/>` +
    `<path d="M60 266 L236 94 L412 266Z" fill="#c5874a"/><path d="M236 94 L412 266 L330 266Z" fill="#e4ac63"/>` +
    `<path d="M84 244 H392 M108 220 H366 M132 196 H341 M157 172 H316 M181 148 H291 M205 124 H266" stroke="#b27642" stroke-width="1.5" opacity=".45"/>` +
    `<path d="M0 300 Q140 270 300 290 T640 282 V360 H0Z" fill="#e0b06e"/>` +
    `<g fill="#6e4427"><use href="#c" transform="translate(92 272) scale(.7)"/><use href="#c" transform="translate(126 276) scale(.7)"/>` +
    `<use href="#c" transform="translate(160 273) scale(.7)"/><circle cx="193" cy="277" r="2.2"/><path d="M191 280h4l1 10h-2l-1-5-1 5h-2Z"/></g>` +
    `<path d="M0 330 Q200 312 380 326 T640 318 V360 H0Z" fill="#d49c58"/>` +
    `</g>` +
    `<g stroke="#5a3a24" stroke-width="2" fill="none" stroke-linecap="round">${birds}</g>`;
  return frame('The Giza pyramids at golden hour', defs, body);
}

/** Stars over Luxor: [x, y, radius, twinkles per loop, phase]. */
const STARS = [
  [40, 30, 1.4, 2, 0.1], [128, 58, 1, 3, 0.6], [196, 22, 1.6, 1, 0.3], [262, 70, 1, 2, 0.8],
  [318, 34, 1.3, 3, 0.2], [384, 16, 1, 2, 0.5], [436, 62, 1.5, 1, 0.9], [470, 28, 1, 3, 0.4],
  [590, 104, 1.2, 2, 0.7], [612, 40, 1.4, 1, 0.15], [232, 104, 1, 3, 0.35], [352, 92, 1.1, 2, 0.05],
];

/** Luxor Temple at dusk: the obelisk and the colonnade floodlit, lamps glowing, stars coming out. */
function luxorTemple(t) {
  const columns = [212, 300, 388, 476, 564];
  const stars = STARS.map(
    ([x, y, r, k, p]) => `<circle cx="${x}" cy="${y}" r="${r}"${opacity(0.55 + 0.45 * wave(t, k, p))}/>`,
  ).join('');
  const lights = columns
    .map((x, i) => `<ellipse cx="${x}" cy="300" rx="46" ry="70" fill="url(#l)"${opacity(0.8 + 0.2 * wave(t, 2, i / 5))}/>`)
    .join('');
  const colonnade = columns
    .map(
      (x) =>
        `<rect x="${x - 22}" y="150" width="44" height="150" fill="url(#c)"/>` +
        `<path d="M${x - 22} 152q-12-14-6-30h56q6 16-6 30Z" fill="#b97a48"/>` +
        `<path d="M${x - 22} 196h44M${x - 22} 204h44" stroke="#8a5537" stroke-width="2"/>`,
    )
    .join('');
  const lamps = [150, 250, 350, 450, 550]
    .map(
      (x, i) =>
        `<path d="M${x} 352v-26" stroke="#2c2036" stroke-width="3"/>` +
        `<circle cx="${x}" cy="324" r="${n(12 + 2 * wave(t, 3, i / 4))}" fill="url(#l)"/><circle cx="${x}" cy="324" r="3" fill="#ffe3a3"/>`,
    )
    .join('');
  const defs =
    vertical('s', [
      [0, '#1e2350'],
      [0.45, '#5a3a6d'],
      [0.78, '#d27358'],
      [1, '#f2ad68'],
    ]) +
    vertical('c', [
      [0, '#8a5537'],
      [1, '#f3b867'],
    ]) +
    glow('l', '#ffcf73', 0.85);
  const body =
    `<rect width="640" height="360" fill="url(#s)"/>` +
    `<g${zoomAbout(1 + 0.05 * swell(t), 160 + 320 * swell(t), 220)}>` +
    `<g fill="#fff4d6">${stars}</g>` +
    `<path d="M548 44a18 18 0 1 0 14 30 14 14 0 1 1-14-30Z" fill="#fff0c8"/>` +
    `<path d="M0 262h640v98H0Z" fill="#3a2740"/>` +
    `<path d="M0 262q40-8 80 0t80 0 80 0 80 0 80 0 80 0 80 0 80 0v6H0Z" fill="#2c2036"/>` +
    `<ellipse cx="96" cy="300" rx="60" ry="150" fill="url(#l)"${opacity(0.85 + 0.15 * wave(t, 2, 0.3))}/>` +
    `<path d="M82 300 L86 78 L96 62 L106 78 L110 300Z" fill="url(#c)"/><path d="M86 78 L96 62 L106 78Z" fill="#ffd98f"/>` +
    `<path d="M96 96v180" stroke="#8a5537" stroke-width="2" stroke-dasharray="6 8"/>` +
    lights +
    `<path d="M170 104h440v18H170Z" fill="#a96b40"/><path d="M164 122h452v10H164Z" fill="#8a5537"/>` +
    colonnade +
    `<path d="M0 300h640v60H0Z" fill="#4a3146"/><path d="M0 318h640M0 338h640" stroke="#5d3d55" stroke-width="2"/>` +
    lamps +
    `</g>`;
  return frame('Luxor Temple at dusk, lit up', defs, body);
}

/** Water shimmer: dashed lines whose dashes slide exactly one dash period per loop. */
function shimmer(t, rows, color) {
  const lines = rows.map(([y, dash, gap, cycles, x0 = 0, x1 = 640]) => {
    const offset = -drift(t, 0, dash + gap, cycles);
    return `<path d="M${x0} ${y}H${x1}" stroke-dasharray="${dash} ${gap}" stroke-dashoffset="${n(offset)}"/>`;
  });
  return `<g stroke="${color}" stroke-width="2" stroke-linecap="round">${lines.join('')}</g>`;
}

/** Nuweiba bay: the Sinai mountains, the Aqaba ferry at the port with its funnel smoking, palms swaying. */
function nuweiba(t) {
  const heave = 1.2 * wave(t, 2);
  const roll = 0.4 * wave(t, 2, 0.25);
  const smoke = [0, 1, 2]
    .map((i) => {
      const p = cycle(t, 3, i / 3);
      return `<circle cx="${n(536 - 26 * p)}" cy="${n(202 - 42 * p)}" r="${n(4 + 9 * p)}"${opacity(0.55 * (1 - p))}/>`;
    })
    .join('');
  const gulls = [0, 0.5]
    .map((lag, i) => bird(660 - drift(t, lag * 380, 760), 70 + i * 26 + 4 * wave(t, 2, lag), wave(t, 10, lag), 8))
    .join('');
  const defs =
    vertical('s', [
      [0, '#6fbde0'],
      [1, '#fde9c9'],
    ]) +
    vertical('w', [
      [0, '#1d6a93'],
      [1, '#3cb5b2'],
    ]) +
    glow('g', '#fff8e1', 0.9);
  const body =
    `<rect width="640" height="360" fill="url(#s)"/>` +
    `<g${zoomAbout(1 + 0.05 * swell(t), 480, 240)}>` +
    `<circle cx="470" cy="72" r="${n(58 + 5 * wave(t, 2))}" fill="url(#g)"/><circle cx="470" cy="72" r="20" fill="#fff6dc"/>` +
    tiled(t, 320, -1, (x) => cloud(x + 40, 60, 90, '#ffffff') + cloud(x + 210, 104, 64, '#fdf3e2')) +
    `<path d="M300 206l40-14 38 8 46-16 52 12 60-10 44 10 60-6v16H300Z" fill="#c4aec8"/>` +
    `<rect y="204" width="640" height="156" fill="url(#w)"/>` +
    `<path d="M0 214 L40 150 L74 176 L128 96 L176 150 L214 122 L270 186 L330 214Z" fill="#b8694b"/>` +
    `<path d="M128 96 L150 126 L136 122 L126 140 L116 120Z M40 150 L56 170 L42 166Z M214 122 L236 148 L220 144Z" fill="#e0a077"/>` +
    `<path d="M0 222 L64 186 L110 206 L176 170 L250 214 L300 226 L0 232Z" fill="#8c4532"/>` +
    shimmer(t, [
      [226, 22, 38, 1, 300],
      [246, 34, 46, 1],
      [270, 16, 44, 2],
      [292, 40, 60, 1],
    ], '#c4ecf1') +
        `<g transform="translate(0 ${n(6 + heave, 2)}) rotate(${n(roll, 2)} 500 272)">` +
    `<path d="M408 248h196l-14 30H424Z" fill="#fdfdfb"/><path d="M412 262h188l-4 8H418Z" fill="#1f4e79"/>` +
    `<path d="M436 248v-18h130v18Z" fill="#f3f1ec"/><path d="M452 230v-14h96v14Z" fill="#fdfdfb"/>` +
    `<path d="M442 239h118M458 223h84" stroke="#2e5f8a" stroke-width="3" stroke-dasharray="6 4"/>` +
    `<path d="M528 216l4-18h14l-2 18Z" fill="#c8402e"/><path d="M531 204h14" stroke="#fff" stroke-width="3"/>` +
    `</g>` +
    `<g fill="#eef2f3">${smoke}</g>` +
    `<path d="M404 280h236v10H404Z" fill="#9a8f86"/><path d="M404 290h236v24H404Z" fill="#7b7169"/>` +
    `<path d="M0 300q110-26 250-4t200 40v24H0Z" fill="#f0d6a3"/>` +
    `<path d="M0 322q140-18 300 6v32H0Z" fill="#e6c48c"/>` +
    palm(70, 330, 120, 3 * wave(t, 2)) +
    palm(150, 318, 92, 3 * wave(t, 2, 0.3), '#7a5633', '#4d7c3e') +
    `</g>` +
    `<g stroke="#4a5560" stroke-width="2" fill="none" stroke-linecap="round">${gulls}</g>`;
  return frame('Nuweiba bay with the Sinai mountains and the Aqaba ferry', defs, body);
}

/** How far up the sand the swash has run, in [0, 1]: a quick run-up, then a slow drain back. */
function swash(u) {
  return u < 0.3 ? Math.sin((Math.PI / 2) * (u / 0.3)) : Math.cos((Math.PI / 2) * ((u - 0.3) / 0.7)) ** 2;
}

/**
 * A wavy edge across the frame at height y, bowed `bow` pixels lower at the sides than in the middle (a
 * shoreline seen from the beach), its ripples slid `phase` turns along. Returns its points.
 */
function ripple(y, amplitude, wavelength, phase, bow = 0) {
  const points = [];
  for (let x = 0; x <= 640 + wavelength / 4; x += wavelength / 4) {
    const side = (x - 320) / 320;
    points.push(`${n(x)} ${n(y + bow * side * side + amplitude * Math.sin(2 * Math.PI * (x / wavelength + phase)))}`);
  }
  return points;
}

/** A Red Sea beach: wave crests rolling in, the swash running up the sand, a sailboat on the horizon. */
function beach(t) {
  // Four waves reach the shore per loop (every 2.5 s); each crest takes half the loop to come in.
  const crests = [0, 0.5]
    .map((phase) => {
      const p = cycle(t, 2, phase);
      const y = 196 + 62 * p * p;
      const edge = ripple(y, 2 + 2 * p, 120, 0.2 * p + phase, 4 * p);
      return `<path d="M${edge.join('L')}"${opacity(Math.sin(Math.PI * p))}/>`;
    })
    .join('');
  const run = swash(cycle(t, 4));
  const edge = ripple(262 + 26 * run, 2.5, 160, 0.4 * run, 10);
  const glints = [
    [90, 184, 1], [210, 190, 2], [330, 182, 3], [420, 196, 1], [520, 186, 2], [600, 200, 3], [160, 210, 3], [470, 214, 1],
  ]
    .map(([x, y, k], i) => `<path d="M${x} ${y}h14"${opacity(0.2 + 0.8 * swell(t, k) * swell(t + i / 8, 1))}/>`)
    .join('');
  const defs =
    vertical('s', [
      [0, '#53b3da'],
      [1, '#dff3f7'],
    ]) +
    vertical('w', [
      [0, '#0f6f90'],
      [1, '#33c4b4'],
    ]) +
    glow('g', '#fffbe8', 0.9);
  const body =
    `<rect width="640" height="360" fill="url(#s)"/>` +
    `<g${zoomAbout(1 + 0.05 * swell(t), 300, 250)}>` +
    `<circle cx="520" cy="66" r="${n(60 + 5 * wave(t, 2))}" fill="url(#g)"/><circle cx="520" cy="66" r="24" fill="#fff8df"/>` +
    tiled(t, 320, -1, (x) => cloud(x, 70, 120, '#ffffff') + cloud(x + 180, 118, 80, '#f4fbfd')) +
    `<rect y="170" width="640" height="120" fill="url(#w)"/>` +
    `<g transform="translate(${n(150 + 8 * wave(t))} ${n(wave(t, 3))})"><path d="M-14 168h28l-5 6h-18Z" fill="#fff"/>` +
    `<path d="M0 166v-30l14 28Z" fill="#fff"/><path d="M-2 166v-24l-10 22Z" fill="#e9f2f4"/></g>` +
    `<g stroke="#eafcff" stroke-width="2" stroke-linecap="round">${glints}</g>` +
    `<g stroke="#dff7f6" stroke-width="3" fill="none" stroke-linecap="round">${crests}</g>` +
    `<path d="M0 262Q320 244 640 262V360H0Z" fill="#f3e0b8"/>` +
    `<path d="M0 262Q320 244 640 262V300Q320 284 0 300Z" fill="#dcbf8a"/>` +
    `<path d="M${edge.join('L')}L680 250Q320 234 0 250Z" fill="#45cbbb"/>` +
    `<path d="M${edge.join('L')}" stroke="#fbfffd" stroke-width="4" fill="none" stroke-linejoin="round"/>` +
    palm(560, 330, 150, 2.5 * wave(t, 2, 0.1), '#7a5633', '#3f7a45') +
    `<path d="M240 350L278 212" stroke="#6b4a2b" stroke-width="5"/>` +
    `<path d="M196 228Q278 160 360 228Z" fill="#e76f51"/><path d="M238 228Q278 168 318 228Z" fill="#f4a261"/>` +
    `<path d="M300 328h120l10-18h-24l-8 10h-98Z" fill="#0b5d6b"/><path d="M310 328v14M410 328v14" stroke="#0b5d6b" stroke-width="4"/>` +
    `<rect x="120" y="318" width="90" height="26" rx="3" fill="#f6c177" transform="rotate(-6 165 331)"/>` +
    `<path d="M128 322h74" stroke="#e76f51" stroke-width="4" transform="rotate(-6 165 331)"/>` +
    `</g>`;
  return frame('A Red Sea beach with waves rolling in', defs, body);
}

/** One seated colossus of Abu Simbel (crown, nemes, beard, torso, arms, lap), its base centre at (x, 300). */
function colossus(x) {
  return (
    `<path d="M${x - 32} 300V246H${x + 32}V300Z" fill="#dba767"/><path d="M${x} 254v46M${x - 32} 252h64" stroke="#b98043" stroke-width="3"/>` +
    `<path d="M${x - 32} 196L${x - 24} 248H${x + 24}L${x + 32} 196Z" fill="#ecc78c"/>` +
    `<path d="M${x - 34} 198l-2 52h10l4-50ZM${x + 34} 198l2 52h-10l-4-50Z" fill="#dba767"/>` +
    `<path d="M${x - 30} 198L${x - 18} 150H${x + 18}L${x + 30} 198Z" fill="#f3d49e"/>` +
    `<path d="M${x - 24} 176h48M${x - 27} 188h54" stroke="#dba767" stroke-width="2"/>` +
    `<path d="M${x - 10} 158h20v26q-10 7-20 0Z" fill="#e2b173"/><path d="M${x - 3} 188h6v12h-6Z" fill="#b98043"/>` +
    `<path d="M${x - 15} 154q2-28 15-38 13 10 15 38Z" fill="#ecc78c"/>`
  );
}

/** Abu Simbel's facade above the lake, in morning light (the montage's first half and its poster). */
function abuSimbel(t, zoom) {
  return (
    `<g${zoomAbout(zoom, 320, 210)}>` +
    `<rect width="640" height="360" fill="url(#a)"/>` +
    `<circle cx="520" cy="70" r="${n(50 + 4 * wave(t, 2))}" fill="url(#g)"/><circle cx="520" cy="70" r="20" fill="#fff3d6"/>` +
    `<path d="M0 150Q120 112 200 96H450Q540 110 640 160V300H0Z" fill="#d9a45f"/>` +
    `<path d="M106 300L132 96H508L534 300Z" fill="#c98f50"/><path d="M132 96H508V110H132Z" fill="#a8703c"/>` +
    `<path d="M150 103h340" stroke="#dba767" stroke-width="4" stroke-dasharray="8 8"/>` +
    [182, 264, 376, 458].map(colossus).join('') +
    `<path d="M304 300v-70h32v70Z" fill="#5e3b22"/><path d="M310 170h20v40h-20Z" fill="#d49a5a"/>` +
    `<rect y="300" width="640" height="60" fill="#2a7f94"/>` +
    shimmer(t, [
      [314, 24, 36, 1],
      [332, 40, 50, 1],
      [350, 18, 42, 2],
    ], '#8fd0dc') +
    `</g>`
  );
}

/** The hypostyle hall at Karnak: huge columns, light falling between them, dust drifting up. */
function karnak(t, zoom, fade) {
  const columns = [70, 250, 430, 610]
    .map(
      (x) =>
        `<rect x="${x - 50}" y="96" width="100" height="264" fill="#c98e52"/>` +
        `<path d="M${x - 50} 96q-14-30 0-52h100q14 22 0 52Z" fill="#dba767"/>` +
        `<path d="M${x - 50} 150h100M${x - 50} 220h100M${x - 50} 290h100" stroke="#a8703c" stroke-width="3"/>` +
        `<path d="M${x - 30} 170v30M${x - 14} 176v20M${x + 6} 168v34M${x + 24} 174v22M${x - 24} 240v34M${x} 246v24M${x + 22} 238v36" stroke="#a8703c" stroke-width="4" stroke-linecap="round"/>`,
    )
    .join('');
  const beams = [160, 340, 520]
    .map((x, i) => `<path d="M${x - 30} 40h40l70 320h-60Z" fill="#fff1c9"${opacity(0.22 + 0.1 * wave(t, 2, i / 3))}/>`)
    .join('');
  const motes = [0, 1, 2, 3, 4, 5, 6, 7]
    .map((i) => {
      const p = cycle(t, 2, i / 8);
      const x = 150 + ((i * 53) % 360) + 12 * wave(p, 1, i / 8);
      return `<circle cx="${n(x)}" cy="${n(330 - 220 * p)}" r="1.6"${opacity(0.8 * Math.sin(Math.PI * p))}/>`;
    })
    .join('');
  return (
    `<g${opacity(fade)}><g${zoomAbout(zoom, 340, 200)}>` +
    `<rect width="640" height="360" fill="url(#k)"/>` +
    `<path d="M0 0H640V44H0Z" fill="#8a5537"/><path d="M0 44H640V60H0Z" fill="#6e4229"/>` +
    beams +
    columns +
    `<path d="M0 330H640V360H0Z" fill="#9b6a3f"/>` +
    `<g fill="#4a2f1e"><circle cx="300" cy="290" r="6"/><path d="M294 298h12l2 32h-5l-1-16-2 16h-5Z"/></g>` +
    `<g fill="#fff6dc">${motes}</g>` +
    `</g></g>`
  );
}

/**
 * The monuments montage: Abu Simbel (zooming in gently), a cross-fade to the columns of Karnak (zooming
 * and panning), and a fade back to Abu Simbel, which holds still until the loop starts again.
 */
function heritage(t) {
  const abuZoom = t < 0.9 ? 1 + 0.06 * smooth(0, 0.55, t) : 1;
  const karnakFade = smooth(0.45, 0.55, t) * (1 - smooth(0.9, 1, t));
  const karnakZoom = 1 + 0.06 * smooth(0.45, 1, t);
  const defs =
    vertical('a', [
      [0, '#f08a4b'],
      [1, '#fbd9a0'],
    ]) +
    vertical('k', [
      [0, '#f6c177'],
      [1, '#fbe9c6'],
    ]) +
    glow('g', '#fff3d6', 0.9);
  const body = abuSimbel(t, abuZoom) + (karnakFade > 0.001 ? karnak(t, karnakZoom, karnakFade) : '');
  return frame('Egypt’s monuments: Abu Simbel and the columns of Karnak', defs, body);
}

export const scenes = [
  { name: 'pyramids', render: pyramids },
  { name: 'luxor-temple', render: luxorTemple },
  { name: 'nuweiba', render: nuweiba },
  { name: 'beaches', render: beach },
  { name: 'heritage', render: heritage },
];
