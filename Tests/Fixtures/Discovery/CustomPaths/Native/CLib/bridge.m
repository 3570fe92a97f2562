int bridge(void) { return 6; }
