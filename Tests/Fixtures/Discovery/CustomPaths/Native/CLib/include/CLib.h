int lib(void);
