#!/usr/bin/env node
/**
 * Makes the guide's short ambient videos and their posters (booking document section 2: the video embeds
 * on /pyramids, /luxor-temple and /nuweiba, the muted autoplay video on /beaches, the looping video on the
 * monuments page /heritage). Rihla ships its own footage, drawn from its own vector scenes
 * (scripts/guide-videos/scenes.mjs) with gentle, seamlessly looping motion.
 *
 * Its output is committed, in server/assets/images/guide/: `<name>.webm` (VP9), `<name>.mp4` (H.264,
 * yuv420p, moov atom first, for Safari and iOS) and `<name>-poster.svg` (the first frame). CI, tests and
 * builds never run this script and never need ffmpeg; run it again only after changing a scene.
 *
 *   node scripts/guide-videos/make-videos.mjs            # every scene
 *   node scripts/guide-videos/make-videos.mjs nuweiba    # just these scenes
 *   node scripts/guide-videos/make-videos.mjs --check    # verify the committed files, make nothing
 *
 * Needs rsvg-convert (librsvg 2.54), ffmpeg and ffprobe (5.1, with libvpx and libx264). The output is
 * deterministic: no randomness in the scenes, single-threaded encoders, bit-exact containers without
 * dates or tool versions. Each video: 10 s, 640×360, 24 fps, no audio, its last frame flowing into its
 * first; webm ≤ 350 KB, mp4 ≤ 450 KB; posters 640×360, role="img" with an aria-label, under 6 KB.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { scenes } from './scenes.mjs';

const run = promisify(execFile);
const OUT_DIR = fileURLToPath(new URL('../../server/assets/images/guide/', import.meta.url));
const FPS = 24;
const SECONDS = 10;
const FRAMES = FPS * SECONDS;
const LIMITS = { webm: 350 * 1024, mp4: 450 * 1024, poster: 6 * 1024 };
/** Constant-quality levels (lower: better and bigger): clean flat colours at a third to a half of the size budgets. */
const QUALITY = { vp9Crf: 34, x264Crf: 24 };

const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const wanted = args.filter((arg) => !arg.startsWith('--'));
const unknown = wanted.filter((name) => !scenes.some((scene) => scene.name === name));
if (unknown.length) {
  console.error(`Unknown scene(s): ${unknown.join(', ')}. Scenes: ${scenes.map((scene) => scene.name).join(', ')}.`);
  process.exit(2);
}
const chosen = scenes.filter((scene) => wanted.length === 0 || wanted.includes(scene.name));

/** What must hold of a scene's drawing before anything is encoded. */
function checkScene(scene) {
  const poster = scene.render(0);
  const problems = [];
  if (scene.render(1) !== poster) problems.push('its frame at t = 1 differs from t = 0, so the loop would jump');
  if (Buffer.byteLength(poster) >= LIMITS.poster) problems.push(`its poster is ${Buffer.byteLength(poster)} bytes (limit ${LIMITS.poster})`);
  if (!/^<svg [^>]*viewBox="0 0 640 360" role="img" aria-label="[^"]+"/.test(poster)) problems.push('its poster lacks the viewBox, role or aria-label');
  return { poster, problems };
}

/** Runs `jobs` (functions returning promises) two at a time: the machine this was made on has 2 cores. */
async function pool(jobs, width = 2) {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]();
  };
  await Promise.all(Array.from({ length: width }, worker));
}

async function renderFrames(scene, dir) {
  const jobs = Array.from({ length: FRAMES }, (_, i) => async () => {
    const base = join(dir, `f${String(i).padStart(4, '0')}`);
    writeFileSync(`${base}.svg`, scene.render(i / FRAMES));
    await run('rsvg-convert', ['--width', '640', '--height', '360', '--format', 'png', '--output', `${base}.png`, `${base}.svg`]);
  });
  await pool(jobs);
}

const COMMON_IN = ['-hide_banner', '-loglevel', 'error', '-y', '-framerate', String(FPS), '-i'];
// sRGB frames to limited-range BT.709 4:2:0, tagged so browsers show the colours as drawn.
const COLOUR = [
  '-vf', 'scale=out_color_matrix=bt709:out_range=tv:flags=bicubic+accurate_rnd+full_chroma_int,format=yuv420p',
  '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv',
];
const BITEXACT = ['-an', '-sn', '-dn', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-threads', '1'];

async function encodeWebm(input, output, dir) {
  const vp9 = [
    '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(QUALITY.vp9Crf), '-deadline', 'good', '-cpu-used', '1',
    '-row-mt', '0', '-tile-columns', '0', '-g', String(FRAMES / 2), '-auto-alt-ref', '1', '-lag-in-frames', '25',
    '-passlogfile', join(dir, 'vp9'),
  ];
  await run('ffmpeg', [...COMMON_IN, input, ...COLOUR, ...vp9, ...BITEXACT, '-pass', '1', '-f', 'null', '-']);
  await run('ffmpeg', [...COMMON_IN, input, ...COLOUR, ...vp9, ...BITEXACT, '-pass', '2', output]);
}

async function encodeMp4(input, output) {
  const x264 = [
    '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', String(QUALITY.x264Crf),
    '-profile:v', 'high', '-level:v', '3.1', '-g', String(FRAMES / 2), '-movflags', '+faststart',
  ];
  await run('ffmpeg', [...COMMON_IN, input, ...COLOUR, ...x264, ...BITEXACT, output]);
}

/** The facts a browser cares about, read back from a finished file. */
async function probe(file) {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file]);
  const info = JSON.parse(stdout);
  const video = info.streams.filter((stream) => stream.codec_type === 'video');
  const [num, den] = (video[0]?.r_frame_rate ?? '0/1').split('/').map(Number);
  return {
    codec: video[0]?.codec_name,
    width: video[0]?.width,
    height: video[0]?.height,
    pixFmt: video[0]?.pix_fmt,
    fps: num / den,
    seconds: Number(info.format.duration),
    streams: info.streams.length,
  };
}

async function checkVideo(file, codec, limit) {
  const problems = [];
  if (!existsSync(file)) return [`${file} is missing`];
  const size = statSync(file).size;
  if (size > limit) problems.push(`${file} is ${size} bytes (limit ${limit})`);
  const facts = await probe(file);
  if (facts.codec !== codec) problems.push(`${file} is ${facts.codec}, not ${codec}`);
  if (facts.width !== 640 || facts.height !== 360) problems.push(`${file} is ${facts.width}×${facts.height}`);
  if (facts.pixFmt !== 'yuv420p') problems.push(`${file} is ${facts.pixFmt}`);
  if (facts.fps !== FPS) problems.push(`${file} runs at ${facts.fps} fps`);
  if (Math.abs(facts.seconds - SECONDS) > 0.1) problems.push(`${file} lasts ${facts.seconds} s`);
  if (facts.streams !== 1) problems.push(`${file} has ${facts.streams} streams (video only expected)`);
  if (codec === 'h264') {
    const head = readFileSync(file).subarray(0, 64 * 1024).toString('latin1');
    const moov = head.indexOf('moov');
    const mdat = head.indexOf('mdat');
    if (moov < 0 || (mdat >= 0 && mdat < moov)) problems.push(`${file} is not fast-start (moov after mdat)`);
  }
  return problems;
}

const kb = (file) => `${(statSync(file).size / 1024).toFixed(1)} KB`;
const problems = [];
const rows = [];

for (const scene of chosen) {
  const { poster, problems: sceneProblems } = checkScene(scene);
  problems.push(...sceneProblems.map((problem) => `${scene.name}: ${problem}`));
  const posterFile = join(OUT_DIR, `${scene.name}-poster.svg`);
  const webm = join(OUT_DIR, `${scene.name}.webm`);
  const mp4 = join(OUT_DIR, `${scene.name}.mp4`);
  if (checkOnly) {
    if (!existsSync(posterFile) || readFileSync(posterFile, 'utf8') !== poster) {
      problems.push(`${scene.name}: ${posterFile} is not the scene's first frame; run this script again`);
    }
  } else if (sceneProblems.length === 0) {
    writeFileSync(posterFile, poster);
    const dir = mkdtempSync(join(tmpdir(), `guide-video-${scene.name}-`));
    try {
      const started = Date.now();
      await renderFrames(scene, dir);
      const input = join(dir, 'f%04d.png');
      await encodeWebm(input, webm, dir);
      await encodeMp4(input, mp4);
      console.info(`${scene.name}: ${FRAMES} frames rendered and encoded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } else {
    continue;
  }
  problems.push(...(await checkVideo(webm, 'vp9', LIMITS.webm)), ...(await checkVideo(mp4, 'h264', LIMITS.mp4)));
  if (existsSync(webm) && existsSync(mp4) && existsSync(posterFile)) {
    rows.push(`${scene.name.padEnd(13)} webm ${kb(webm).padStart(9)}   mp4 ${kb(mp4).padStart(9)}   poster ${kb(posterFile).padStart(7)}`);
  }
}

console.info(rows.join('\n'));
if (problems.length) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
