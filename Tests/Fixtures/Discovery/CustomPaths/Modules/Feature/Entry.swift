struct Entry {}
