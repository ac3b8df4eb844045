// An arithmetic question drawn as an SVG image ("27 + 8 = ?"): every character is a stroked path
// (no <text> a script could read), each glyph and each of its points jittered, over crossing
// curves and dots, so two images of the same question differ. No library: the kept SVG captcha
// packages on npm are unmaintained (svg-captcha: last release 1.4.0, on opentype.js 0.7).
import { randomInt } from 'node:crypto';

export const IMAGE_WIDTH = 150;
export const IMAGE_HEIGHT = 50;

/** Glyph strokes on a 10 × 16 grid (x right, y down), one polyline per stroke. */
const GLYPHS: Record<string, number[][][]> = {
  '0': [[[2, 1], [8, 1], [9, 4], [9, 12], [8, 15], [2, 15], [1, 12], [1, 4], [2, 1]]],
  '1': [[[3, 4], [6, 1], [6, 15]], [[3, 15], [9, 15]]],
  '2': [[[1, 4], [3, 1], [7, 1], [9, 4], [9, 6], [1, 15], [9, 15]]],
  '3': [[[1, 2], [4, 1], [8, 2], [9, 5], [7, 8], [4, 8]], [[7, 8], [9, 11], [8, 14], [4, 15], [1, 14]]],
  '4': [[[7, 15], [7, 1], [1, 11], [9, 11]]],
  '5': [[[9, 1], [2, 1], [1, 7], [6, 6], [9, 9], [9, 12], [6, 15], [1, 14]]],
  '6': [[[8, 1], [4, 2], [1, 7], [1, 12], [4, 15], [7, 15], [9, 12], [9, 9], [6, 7], [3, 8], [1, 10]]],
  '7': [[[1, 1], [9, 1], [4, 15]], [[3, 8], [8, 8]]],
  '8': [[[5, 8], [2, 6], [2, 3], [5, 1], [8, 3], [8, 6], [5, 8], [1, 11], [2, 14], [5, 15], [8, 14], [9, 11], [5, 8]]],
  '9': [[[9, 6], [7, 8], [4, 9], [1, 7], [1, 4], [4, 1], [7, 1], [9, 4], [9, 10], [7, 14], [3, 15]]],
  '+': [[[5, 4], [5, 12]], [[1, 8], [9, 8]]],
  '-': [[[1, 8], [9, 8]]],
  '=': [[[1, 6], [9, 6]], [[1, 10], [9, 10]]],
  '?': [[[1, 4], [3, 1], [7, 1], [9, 4], [8, 7], [5, 9], [5, 11]], [[5, 14], [5, 15]]],
};

export interface ArithmeticChallenge {
  /** The expected answer, a whole number from 0 to 98. */
  answer: number;
  svg: string;
}

/** A sum of two numbers or a difference that stays at or above zero. */
export function arithmeticQuestion(): { text: string; answer: number } {
  const left = randomInt(10, 50);
  const right = randomInt(1, 50);
  if (randomInt(0, 2) === 0) return { text: `${left}+${right}=?`, answer: left + right };
  const [big, small] = left >= right ? [left, right] : [right, left];
  return { text: `${big}-${small}=?`, answer: big - small };
}

const jitter = (amount: number): number => (randomInt(-1000, 1001) / 1000) * amount;
const round = (value: number): string => value.toFixed(1);
const darkColour = (): string => `hsl(${randomInt(0, 360)},${randomInt(55, 85)}%,${randomInt(22, 38)}%)`;
const lightColour = (): string => `hsl(${randomInt(0, 360)},${randomInt(30, 60)}%,${randomInt(62, 80)}%)`;

/** One glyph as a path: scaled, rotated by up to ±18° about its centre and shifted, each point moved a little. */
function glyphPath(strokes: number[][][], left: number): string {
  const scale = 1.7 + jitter(0.2);
  const angle = (jitter(18) * Math.PI) / 180;
  const centreX = left + 5 * scale;
  const centreY = IMAGE_HEIGHT / 2 + jitter(4);
  const place = ([x, y]: number[]): string => {
    const dx = (x - 5 + jitter(0.5)) * scale;
    const dy = (y - 8 + jitter(0.5)) * scale;
    return `${round(centreX + dx * Math.cos(angle) - dy * Math.sin(angle))} ${round(centreY + dx * Math.sin(angle) + dy * Math.cos(angle))}`;
  };
  const d = strokes.map((stroke) => `M${stroke.map(place).join('L')}`).join('');
  return `<path d="${d}" fill="none" stroke="${darkColour()}" stroke-width="${round(2.2 + jitter(0.4))}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function noiseCurve(): string {
  const y = () => round(randomInt(5, IMAGE_HEIGHT - 5));
  const d = `M0 ${y()}C${randomInt(20, 60)} ${y()} ${randomInt(90, 130)} ${y()} ${IMAGE_WIDTH} ${y()}`;
  return `<path d="${d}" fill="none" stroke="${randomInt(0, 2) ? lightColour() : darkColour()}" stroke-width="${round(1 + jitter(0.4))}"/>`;
}

function noiseDot(): string {
  return `<circle cx="${randomInt(0, IMAGE_WIDTH)}" cy="${randomInt(0, IMAGE_HEIGHT)}" r="${round(1 + jitter(0.5))}" fill="${lightColour()}"/>`;
}

export function drawQuestion(text: string): string {
  const step = (IMAGE_WIDTH - 12) / text.length;
  const parts = [
    `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="hsl(${randomInt(0, 360)},40%,96%)"/>`,
    ...Array.from({ length: 24 }, noiseDot),
    ...Array.from({ length: 2 }, noiseCurve),
    ...[...text].map((char, index) => glyphPath(GLYPHS[char], 6 + index * step + jitter(2))),
    ...Array.from({ length: 2 }, noiseCurve),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">${parts.join('')}</svg>`;
}

export function arithmeticChallenge(): ArithmeticChallenge {
  const question = arithmeticQuestion();
  return { answer: question.answer, svg: drawQuestion(question.text) };
}
