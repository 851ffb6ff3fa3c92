export interface TreemapLeaf {
  chunk: string;
  module: string;
  /** Its share of the chunk's gzipped size. */
  bytes: number;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Slice-and-dice: chunks side by side, their modules stacked, alternating direction. */
function split<T extends { bytes: number }>(items: T[], box: Box, vertical: boolean): [T, Box][] {
  const total = items.reduce((sum, item) => sum + item.bytes, 0) || 1;
  let offset = 0;
  return items.map((item) => {
    const share = item.bytes / total;
    const part = vertical
      ? { x: box.x, y: box.y + offset * box.h, w: box.w, h: share * box.h }
      : { x: box.x + offset * box.w, y: box.y, w: share * box.w, h: box.h };
    offset += share;
    return [item, part];
  });
}

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

export function treemapHtml(leaves: TreemapLeaf[], routes: string): string {
  const chunks = [...new Set(leaves.map((leaf) => leaf.chunk))]
    .map((chunk) => {
      const own = leaves.filter((leaf) => leaf.chunk === chunk).sort((a, b) => b.bytes - a.bytes);
      return { chunk, leaves: own, bytes: own.reduce((sum, leaf) => sum + leaf.bytes, 0) };
    })
    .sort((a, b) => b.bytes - a.bytes);
  const rects: string[] = [];
  for (const [chunk, box] of split(chunks, { x: 0, y: 0, w: 100, h: 100 }, false)) {
    rects.push(
      `<div class="chunk" style="left:${box.x}%;top:0;width:${box.w}%;height:100%" title="${escape(chunk.chunk)} ${(chunk.bytes / 1024).toFixed(1)} KB"></div>`,
    );
    for (const [leaf, part] of split(chunk.leaves, box, true)) {
      const label = `${leaf.module} ${(leaf.bytes / 1024).toFixed(1)} KB (${leaf.chunk})`;
      rects.push(
        `<div class="leaf" style="left:${part.x}%;top:${part.y}%;width:${part.w}%;height:${part.h}%" title="${escape(label)}">${part.h > 2 && part.w > 4 ? escape(leaf.module.split('/').slice(-2).join('/')) : ''}</div>`,
      );
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rainbow bundle</title>
<style>body{font:13px system-ui;margin:16px}#map{position:relative;height:80vh;border:1px solid #333}
.chunk,.leaf{position:absolute;box-sizing:border-box;overflow:hidden}.chunk{border:2px solid #222}
.leaf{border:1px solid #fff;background:#c7d2fe;font-size:11px;padding:1px}.leaf:hover{background:#818cf8}</style>
</head><body><h1>Rainbow web bundle (gzipped)</h1><p>Each column is a chunk, each box a module; hover for names and sizes.</p>
<div id="map">${rects.join('')}</div><h2>First load of each screen</h2><pre>${escape(routes)}</pre></body></html>`;
}
