int other() { return 4; }
