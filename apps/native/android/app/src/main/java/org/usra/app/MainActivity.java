package org.usra.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
