// Ring segments in dark shades of distinct hues, told apart from each other and from the white
// card; each segment is also named in the legend beside its figure, colour never alone.
export const RING_COLORS = [
  'blue.7',
  'teal.7',
  'grape.7',
  'red.7',
  'indigo.5',
  'cyan.8',
  'pink.7',
  'lime.8',
  'violet.4',
  'gray.6',
  'green.8',
  'yellow.7',
  'dark.3',
] as const;

export const ringColor = (index: number): string =>
  RING_COLORS[index % RING_COLORS.length] ?? 'gray.6';
