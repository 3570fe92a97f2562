int bridge2(void) { return 7; }
