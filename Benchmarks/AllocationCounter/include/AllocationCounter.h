int placeholder_counter(void);
