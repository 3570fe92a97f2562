int unused(void) { return 0; }
