struct Welcome {}
