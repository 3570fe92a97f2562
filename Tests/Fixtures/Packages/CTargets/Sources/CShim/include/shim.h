int shim(void);
