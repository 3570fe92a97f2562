int internal(void);
