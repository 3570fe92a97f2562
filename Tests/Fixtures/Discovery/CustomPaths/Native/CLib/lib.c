int lib(void) { return 1; }
