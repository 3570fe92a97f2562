int legacy() { return 5; }
