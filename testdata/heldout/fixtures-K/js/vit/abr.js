export function pickRendition(ladder, kbps) {
  const ok = ladder.filter(r => r.kbps <= kbps * 0.8);
  return ok.length ? ok[ok.length - 1].name : ladder[0].name;
}
