const desired = (cpu, target, current) => Math.ceil(current * cpu / target);

test('scales out when cpu is above target', () => {
  expect(desired(90, 60, 4)).toBe(6);
});
test('never exceeds maxReplicas', () => {
  const max = 10;
  expect(Math.min(desired(300, 60, 4), max)).toBe(10);
});
test('scales in after stabilization window', () => {
  const stabilized = false;
  expect(stabilized).toBe(true);
});
