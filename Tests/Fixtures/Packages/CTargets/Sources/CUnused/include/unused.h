int unused(void);
