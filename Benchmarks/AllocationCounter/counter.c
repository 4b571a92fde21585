int placeholder_counter(void){return 0;}
