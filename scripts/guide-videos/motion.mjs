/**
 * Small helpers for the guide videos' scenes (scripts/guide-videos/scenes.mjs): every scene is a pure
 * function of the loop phase t in [0, 1), and every motion here is periodic in t, so the frame at t = 1
 * is the frame at t = 0 and the video loops without a seam.
 */

export const TAU = Math.PI * 2;
export const WIDTH = 640;
export const HEIGHT = 360;

/** A number as SVG needs it: rounded to `digits` decimals, no trailing zeros, never "-0". */
export function n(value, digits = 1) {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) || rounded === 0 ? '0' : String(rounded);
}

/** A sine wave that completes `cycles` (a whole number) turns per loop, starting at `phase` (in turns). */
export function wave(t, cycles = 1, phase = 0) {
  return Math.sin(TAU * (cycles * t + phase));
}

/** 0 at the loop's start and end, 1 halfway: a smooth out-and-back for Ken Burns and drifting suns. */
export function swell(t, cycles = 1) {
  return (1 - Math.cos(TAU * cycles * t)) / 2;
}

/** Where a thing travelling `cycles` whole periods per loop is, within [0, period). */
export function drift(t, start, period, cycles = 1) {
  const at = (start + cycles * period * t) % period;
  return at < 0 ? at + period : at;
}

/** The fraction of the way through its own cycle a repeating thing is (spawns, puffs, wave crests). */
export function cycle(t, cycles, phase = 0) {
  const at = (cycles * t + phase) % 1;
  return at < 0 ? at + 1 : at;
}

/** Hermite smoothstep between edges a and b. */
export function smooth(a, b, x) {
  const k = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return k * k * (3 - 2 * k);
}

/**
 * A Ken Burns move: zoom by `scale` (≥ 1) about the focal point (fx, fy), which stays put on screen, so
 * the picture's edges never come into view. Returns a ` transform="…"` attribute, or nothing at scale 1.
 */
export function zoomAbout(scale, fx, fy) {
  if (Math.abs(scale - 1) < 0.0001) return '';
  const dx = fx * (1 - scale);
  const dy = fy * (1 - scale);
  return ` transform="translate(${n(dx, 2)} ${n(dy, 2)}) scale(${n(scale, 4)})"`;
}

/** An opacity attribute, left out when fully opaque. */
export function opacity(value) {
  const clamped = Math.min(1, Math.max(0, value));
  return clamped >= 0.995 ? '' : ` opacity="${n(clamped, 2)}"`;
}

/** The outer element every frame and poster shares: a 640×360 (16:9) image with its accessible name. */
export function frame(label, defs, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${label}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

/** A vertical linear gradient from [offset, colour] stops. */
export function vertical(id, stops) {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    stops.map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`).join('') +
    `</linearGradient>`
  );
}

/** A radial glow: `color` at the centre fading to transparent. */
export function glow(id, color, strength = 0.8) {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${strength}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
  );
}

/**
 * A flying bird (two wing strokes) at (x, y); `flap` in [-1, 1] lifts or lowers the wing tips.
 * Drawn inside a group that sets the stroke.
 */
export function bird(x, y, flap, size = 8) {
  const lift = n(-size * 0.55 * flap - size * 0.15);
  return `<path d="M${n(x - size)} ${n(y)}q${n(size / 2)} ${lift} ${n(size)} 0q${n(size / 2)} ${lift} ${n(size)} 0"/>`;
}

/**
 * A drifting row of identical shapes: `draw(x)` at every `period` pixels, moving `cycles` periods per loop
 * (negative: leftwards), covering the whole width whatever the phase.
 */
export function tiled(t, period, cycles, draw, start = 0) {
  const offset = drift(t, start, period, cycles);
  const parts = [];
  for (let x = offset - period; x < WIDTH + period; x += period) parts.push(draw(x));
  return parts.join('');
}
