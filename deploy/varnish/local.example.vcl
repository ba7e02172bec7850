# The site's own part of scorta.vcl: copy to local.vcl next to it (or on vcl_path) and adapt.
# `npm run proxy` writes one of these for the upstreams it is given.

# Each Scorta instance, checked through its health endpoint; a dead one is skipped.
backend scorta_1 {
    .host = "127.0.0.1";
    .port = "3001";
    .probe = { .url = "/api/health"; .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2; }
}
backend scorta_2 {
    .host = "127.0.0.1";
    .port = "3002";
    .probe = { .url = "/api/health"; .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2; }
}

# Varnish runs every vcl_init in order: this one makes the director scorta.vcl answers with.
sub vcl_init {
    new scorta = directors.round_robin();
    scorta.add_backend(scorta_1);
    scorta.add_backend(scorta_2);
}

# Who may purge: the instances' addresses.
acl scorta_purgers {
    "127.0.0.1";
    "::1";
}

# With SHARED_CACHE_PURGE_TOKEN set on the instances, require it here too.
sub scorta_check_purge_token {
    # if (req.http.X-Purge-Token != "the-same-secret") { return (synth(403, "Forbidden")); }
}
