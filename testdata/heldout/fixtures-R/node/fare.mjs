// Fare rules for Velora Ride (Lisbon tariff 2025-09).
export function dailyTotal(cents) { return Math.min(cents, 1200); }
export function nightSurcharge(hour) { return hour >= 1 && hour < 5 ? 50 : 0; } // bug: should start at 0h
export function unlockFee(vehicle) { return vehicle === 'scooter' ? 100 : 0; }
