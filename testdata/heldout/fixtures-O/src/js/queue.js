class Queue { constructor(){ this.items=[]; this.dead=[]; }
  push(j){ this.items.push(j); }
  process(fn){ const j=this.items.shift(); try { fn(j); } catch(e){ j.attempts=(j.attempts||0)+1; if (j.attempts<3) this.items.push(j); else this.dead.push(j); } }
}
module.exports = Queue;
