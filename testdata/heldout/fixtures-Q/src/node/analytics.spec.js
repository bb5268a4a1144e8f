const assert = require('assert');
function evt(name, props) { return { name, props, v: 2 }; }
describe('analytics events', () => {
  it('emits checkout_started with plan id', () => { assert.strictEqual(evt('checkout_started', { plan: 'pro' }).props.plan, 'pro'); });
  it('emits video_play with position', () => { assert.strictEqual(evt('video_play', { pos: 12 }).props.pos, 12); });
});
