// Toy logic from the Hearthly Home mobile app (React Native business layer).
export function pairOverBle(device) {
  return device.startsWith('HX3-') ? { paired: true, id: device } : { paired: false };
}
export function formatEnergy(kwh, region) {
  return region === 'eu1' ? `${kwh.toFixed(1).replace('.', ',')} kWh` : `${kwh.toFixed(1)} kWh`;
}
export function offlineBanner(shadowAgeSec) {
  // Designed bug: threshold compared the wrong way round.
  return shadowAgeSec < 300;
}
