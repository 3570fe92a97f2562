struct ProfileType {}
