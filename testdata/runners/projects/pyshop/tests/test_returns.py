# Return-label tests go here once the carrier API is chosen; nothing to collect yet.
RETURN_WINDOW_DAYS = 30
