// placeholder, replaced by the registration work
