function eta(km, kmh, stops) { return km / kmh * 60 + stops * 4; }
module.exports = { eta };
